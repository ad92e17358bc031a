import { pathOf } from '@portal/shared/call';
import { vendorApplicationCalls, type VendorApplication } from '@portal/shared/vendor-applications';
import { VENDOR_DOCUMENT_KIND_LABELS } from '@portal/shared/vendor-journey';
import { DocumentList } from '@web/components/applications/document-list';
import { http } from '@web/lib/http-client';
import { useVendorApplicationChanged } from '../api/get-vendor-application';

type VendorDocumentListProps = {
  application: VendorApplication;
  /** The vendor may remove documents while they may add them. */
  removable: boolean;
  /** Staff read a document in the browser instead of saving it first. */
  viewable: boolean;
};

/** A vendor application's documents, read and removed through the vendor journey's calls. */
export function VendorDocumentList({ application, removable, viewable }: VendorDocumentListProps) {
  const { id } = application;
  const changed = useVendorApplicationChanged(id);
  return (
    <DocumentList
      documents={application.documents}
      kinds={VENDOR_DOCUMENT_KIND_LABELS}
      filePath={(docId) => pathOf(vendorApplicationCalls.document, { id, docId })}
      removal={
        removable
          ? {
              remove: (docId) =>
                http.call(vendorApplicationCalls.removeDocument, { params: { id, docId } }),
              removed: () => void changed(),
            }
          : undefined
      }
      viewable={viewable}
    />
  );
}
