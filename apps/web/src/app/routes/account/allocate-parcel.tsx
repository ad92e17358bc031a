import { Divider } from '@mantine/core';
import { RecordEditPage } from '../../../components/record-edit-page';
import { RecordFields } from '../../../components/record-modal';
import { useParcel } from '../../../features/parcels/api/get-parcel';
import { AllocationForm } from '../../../features/parcels/components/allocation-form';
import { parcelSummary } from '../../../features/parcels/components/parcel-details';
import { parcelPaths } from '../../../features/parcels/paths';

export function Component() {
  return (
    <RecordEditPage
      title="Allocate parcel"
      width={560}
      useRecord={useParcel}
      noun="parcel"
      back={{ to: parcelPaths.list, label: 'Back to parcels' }}
    >
      {(parcel) => (
        <>
          <RecordFields fields={parcelSummary(parcel)} />
          <Divider my="lg" />
          <AllocationForm parcelId={parcel.id} />
        </>
      )}
    </RecordEditPage>
  );
}
