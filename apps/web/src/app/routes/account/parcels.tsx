import { ListPage } from '../../../components/data-table/list-page';
import { deleteParcel } from '../../../features/parcels/api/delete-parcel';
import { parcelsList } from '../../../features/parcels/api/get-parcels';
import { parcelDetails } from '../../../features/parcels/components/parcel-details';
import { ParcelStatusBadge } from '../../../features/parcels/components/parcel-status-badge';
import { parcelPaths } from '../../../features/parcels/paths';
import { floorsOf } from '../../../features/parcels/present-parcel';
import { formatDate } from '../../../lib/format';

export function Component() {
  return (
    <ListPage
      title="Parcels"
      source={parcelsList}
      addPath={parcelPaths.create}
      columns={[
        { header: 'Number', cell: (parcel) => parcel.number },
        { header: 'Acres', cell: (parcel) => parcel.acre },
        { header: 'Floors', cell: floorsOf },
        { header: 'Land use', cell: (parcel) => parcel.land_use },
        { header: 'Zone', cell: (parcel) => parcel.zone },
        { header: 'Status', cell: (parcel) => <ParcelStatusBadge status={parcel.status} /> },
        { header: 'Created', cell: (parcel) => formatDate(parcel.created_at) },
      ]}
      // Eight columns and four actions: below this width the table scrolls in its own container.
      minWidth={1100}
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
