import { RecordEditPage } from '@web/components/record-edit-page';
import { useVendorCall } from '@web/features/vendor-calls/api/get-vendor-call';
import { VendorCallForm } from '@web/features/vendor-calls/components/vendor-call-form';
import { vendorCallPaths } from '@web/features/vendor-calls/paths';

export function Component() {
  return (
    <RecordEditPage
      title="Edit vendor call"
      width={640}
      useRecord={useVendorCall}
      noun="call"
      back={{ to: vendorCallPaths.list, label: 'Back to vendor calls' }}
    >
      {(call) => <VendorCallForm call={call} />}
    </RecordEditPage>
  );
}
