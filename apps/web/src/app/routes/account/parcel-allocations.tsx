import { allocationList } from '@portal/shared/parcels';
import { ListPage } from '@web/components/data-table/list-page';
import { useReleaseAllocation } from '@web/features/parcels/api/release-allocation';
import { allocationDetails } from '@web/features/parcels/components/allocation-details';
import { allocationPaths, parcelPaths } from '@web/features/parcels/paths';
import { leaseTermOf } from '@web/features/parcels/present-parcel';
import { formatDate, formatDay } from '@web/lib/format';

export function Component() {
  const release = useReleaseAllocation();
  return (
    <ListPage
      auditType="allocation"
      title="Parcel allocations"
      source={allocationList}
      item="parcel allocation"
      // A parcel is allocated from its row in the parcels list, which chooses the parcel.
      addPath={parcelPaths.list}
      emptyHint="Allocate a parcel from its row in Parcels, which Add New opens."
      columns={[
        { header: 'Parcel', minWidth: 90, cell: (allocation) => allocation.parcel_number },
        { header: 'Allotted to', minWidth: 140, cell: (allocation) => allocation.allocated_to },
        {
          header: 'Allocation date',
          priority: 2,
          minWidth: 100,
          cell: (allocation) => formatDay(allocation.allocated_at),
        },
        {
          header: 'Lease term',
          priority: 2,
          minWidth: 90,
          cell: (allocation) => leaseTermOf(allocation.lease_term_years),
        },
        {
          header: 'Lease ends',
          priority: 2,
          minWidth: 100,
          cell: (allocation) => formatDay(allocation.lease_ends_at),
        },
        {
          header: 'Created',
          priority: 3,
          minWidth: 100,
          cell: (allocation) => formatDate(allocation.created_at),
        },
      ]}
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
