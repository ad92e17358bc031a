import { RecordEditPage } from '../../../components/record-edit-page';
import { useAllocation } from '../../../features/parcels/api/get-allocation';
import { AllocationForm } from '../../../features/parcels/components/allocation-form';
import { allocationPaths } from '../../../features/parcels/paths';

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
