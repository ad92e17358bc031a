import { Stack, Text } from '@mantine/core';
import { vendorApplicationCalls, type VendorApplication } from '@portal/shared/vendor-applications';
import {
  REQUIRED_VENDOR_DOCUMENTS,
  VENDOR_DOCUMENT_KIND_LABELS,
} from '@portal/shared/vendor-journey';
import { DocumentUpload } from '@web/components/applications/document-upload';
import { useVendorApplicationChanged } from '../api/get-vendor-application';
import { VendorDocumentList } from '../page/vendor-document-list';

/** The documents submitting needs that the application does not hold yet, in words. */
const missingDocumentsOf = (application: VendorApplication) => {
  const held = new Set(application.documents.map((document) => document.kind));
  return REQUIRED_VENDOR_DOCUMENTS.filter((kind) => !held.has(kind)).map(
    (kind) => VENDOR_DOCUMENT_KIND_LABELS[kind],
  );
};

/** Step 3: the documents, added and removed one at a time, each kept as soon as it is sent. */
export function DocumentsStep({ application }: { application: VendorApplication }) {
  const changed = useVendorApplicationChanged(application.id);
  const missing = missingDocumentsOf(application);
  return (
    <Stack gap="md">
      <Text>
        Add your certificate of incorporation and your company profile. Tax compliance, financial
        statements, security certificates and your data protection registration help the committee
        too.
      </Text>
      <VendorDocumentList application={application} removable viewable={false} />
      <DocumentUpload
        applicationId={application.id}
        call={vendorApplicationCalls.addDocument}
        kinds={VENDOR_DOCUMENT_KIND_LABELS}
        onUploaded={changed}
      />
      {missing.length > 0 && (
        <Text c="dimmed">Still needed before you submit: {missing.join('; ')}.</Text>
      )}
    </Stack>
  );
}
