import { RecordEditPage } from '@web/components/record-edit-page';
import { useParcel } from '@web/features/parcels/api/get-parcel';
import { ParcelForm } from '@web/features/parcels/components/parcel-form';
import { parcelPaths } from '@web/features/parcels/paths';

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
