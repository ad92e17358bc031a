import { ListPage } from '../../../components/data-table/list-page';
import { allocationsList } from '../../../features/parcels/api/get-allocations';
import { useReleaseAllocation } from '../../../features/parcels/api/release-allocation';
import { allocationDetails } from '../../../features/parcels/components/allocation-details';
import { allocationPaths, parcelPaths } from '../../../features/parcels/paths';
import { leaseTermOf } from '../../../features/parcels/present-parcel';
import { formatDate, formatDay } from '../../../lib/format';

export function Component() {
  const release = useReleaseAllocation();
  return (
    <ListPage
      title="Parcel allocations"
      source={allocationsList}
      // A parcel is allocated from its row in the parcels list, which chooses the parcel.
      addPath={parcelPaths.list}
      columns={[
        { header: 'Parcel', cell: (allocation) => allocation.parcel_number },
        { header: 'Allotted to', cell: (allocation) => allocation.allocated_to },
        { header: 'Allocation date', cell: (allocation) => formatDay(allocation.allocated_at) },
        { header: 'Lease term', cell: (allocation) => leaseTermOf(allocation.lease_term_years) },
        { header: 'Lease ends', cell: (allocation) => formatDay(allocation.lease_ends_at) },
        { header: 'Created', cell: (allocation) => formatDate(allocation.created_at) },
      ]}
      minWidth={1000}
      actions={{
        name: (allocation) => allocation.parcel_number,
        details: allocationDetails,
        editPath: (allocation) => allocationPaths.edit(allocation.id),
        remove: (allocation) => release(allocation.id),
        deleteVerb: 'Release',
      }}
    />
  );
}
