import { vendorApplicationCalls, type VendorApplication } from '@portal/shared/vendor-applications';
import {
  REQUIRED_VENDOR_DOCUMENTS,
  VENDOR_DOCUMENT_KIND_LABELS,
} from '@portal/shared/vendor-journey';
import { DocumentsStepBody } from '@web/components/applications/documents-step-body';
import { useVendorApplicationChanged } from '../api/get-vendor-application';
import { VendorDocumentList } from '../page/vendor-document-list';

/** The documents submitting needs that the application does not hold yet, in words. */
const missingDocumentsOf = (application: VendorApplication) => {
  const held = new Set(application.documents.map((document) => document.kind));
  return REQUIRED_VENDOR_DOCUMENTS.filter((kind) => !held.has(kind)).map(
    (kind) => VENDOR_DOCUMENT_KIND_LABELS[kind],
  );
};

/** Step 3: the documents. */
export function DocumentsStep({ application }: { application: VendorApplication }) {
  const changed = useVendorApplicationChanged(application.id);
  return (
    <DocumentsStepBody
      intro="Add your certificate of incorporation and your company profile. Tax compliance, financial statements, security certificates and your data protection registration help the committee too."
      list={<VendorDocumentList application={application} removable viewable={false} />}
      upload={{
        holderId: application.id,
        call: vendorApplicationCalls.addDocument,
        kinds: VENDOR_DOCUMENT_KIND_LABELS,
        onUploaded: changed,
      }}
      missing={missingDocumentsOf(application)}
    />
  );
}
