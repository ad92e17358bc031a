import { Divider } from '@mantine/core';
import { RecordEditPage } from '@web/components/record-edit-page';
import { RecordFields } from '@web/components/record-modal';
import { useParcel } from '@web/features/parcels/api/get-parcel';
import { AllocationForm } from '@web/features/parcels/components/allocation-form';
import { parcelSummary } from '@web/features/parcels/components/parcel-details';
import { parcelPaths } from '@web/features/parcels/paths';

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
