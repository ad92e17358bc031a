import { RecordEditPage } from '@web/components/record-edit-page';
import { useAllocation } from '@web/features/parcels/api/get-allocation';
import { AllocationForm } from '@web/features/parcels/components/allocation-form';
import { allocationPaths } from '@web/features/parcels/paths';

export function Component() {
  return (
    <RecordEditPage
      title="Edit allocation"
      width={560}
      useRecord={useAllocation}
      noun="allocation"
      back={{ to: allocationPaths.list, label: 'Back to allocations' }}
    >
      {(allocation) => <AllocationForm allocation={allocation} />}
    </RecordEditPage>
  );
}
