import { useParams } from 'react-router';
import { ReferencePage } from '@web/components/reference-page';
import { useVendorApplication } from '@web/features/vendor-applications/api/get-vendor-application';
import { VendorApplicationPage } from '@web/features/vendor-applications/page/vendor-application-page';

export function Component() {
  const id = Number(useParams().id);
  const query = useVendorApplication(id);
  return (
    <ReferencePage
      title="Vendor application"
      reference={(application) => application.reference}
      query={query}
      noun="application"
    >
      {(application) => <VendorApplicationPage application={application} />}
    </ReferencePage>
  );
}
