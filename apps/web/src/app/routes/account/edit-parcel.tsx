import { RecordEditPage } from '../../../components/record-edit-page';
import { useParcel } from '../../../features/parcels/api/get-parcel';
import { ParcelForm } from '../../../features/parcels/components/parcel-form';
import { parcelPaths } from '../../../features/parcels/paths';

export function Component() {
  return (
    <RecordEditPage
      title="Edit parcel"
      width={640}
      useRecord={useParcel}
      noun="parcel"
      back={{ to: parcelPaths.list, label: 'Back to parcels' }}
    >
      {(parcel) => <ParcelForm parcel={parcel} />}
    </RecordEditPage>
  );
}
