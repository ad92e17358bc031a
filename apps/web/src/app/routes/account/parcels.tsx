import { parcelList } from '@portal/shared/parcels';
import { ListPage } from '@web/components/data-table/list-page';
import { deleteParcel } from '@web/features/parcels/api/delete-parcel';
import { parcelDetails } from '@web/features/parcels/components/parcel-details';
import { ParcelStatusBadge } from '@web/features/parcels/components/parcel-status-badge';
import { parcelPaths } from '@web/features/parcels/paths';
import { floorsOf } from '@web/features/parcels/present-parcel';
import { formatDate } from '@web/lib/format';

export function Component() {
  return (
    <ListPage
      auditType="parcel"
      title="Parcels"
      source={parcelList}
      item="parcel"
      addPath={parcelPaths.create}
      columns={[
        { header: 'Number', minWidth: 90, cell: (parcel) => parcel.number },
        {
          header: 'Acres',
          priority: 2,
          minWidth: 70,
          align: 'right',
          cell: (parcel) => parcel.acre,
        },
        { header: 'Floors', priority: 2, minWidth: 70, align: 'right', cell: floorsOf },
        { header: 'Land use', priority: 2, minWidth: 110, cell: (parcel) => parcel.land_use },
        { header: 'Zone', priority: 3, minWidth: 90, cell: (parcel) => parcel.zone },
        {
          header: 'Status',
          minWidth: 90,
          cell: (parcel) => <ParcelStatusBadge status={parcel.status} />,
        },
        {
          header: 'Created',
          priority: 3,
          minWidth: 100,
          cell: (parcel) => formatDate(parcel.created_at),
        },
      ]}
      actions={{
        name: (parcel) => parcel.number,
        details: parcelDetails,
        editPath: (parcel) => parcelPaths.edit(parcel.id),
        links: (parcel) =>
          parcel.status === 'Allocated'
            ? []
            : [{ verb: 'Allocate', to: parcelPaths.allocate(parcel.id) }],
        remove: (parcel) => deleteParcel(parcel.id),
      }}
    />
  );
}
