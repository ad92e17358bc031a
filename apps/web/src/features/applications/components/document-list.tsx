import { DOCUMENT_KIND_LABELS } from '@portal/shared/application-documents';
import type { Application } from '@portal/shared/application-detail';
import { DocumentList as JourneyDocumentList } from '@web/components/applications/document-list';
import { deleteDocument, documentFilePath, useDocumentsChanged } from '../api/documents';

type DocumentListProps = {
  application: Application;
  /** The applicant may remove documents while the application can be edited. */
  removable?: boolean;
  /** Staff read a document in the browser instead of saving it first. */
  viewable?: boolean;
};

/** A land application's documents, read and removed through the land journey's calls. */
export function DocumentList({
  application,
  removable = false,
  viewable = false,
}: DocumentListProps) {
  const changed = useDocumentsChanged(application.id);
  return (
    <JourneyDocumentList
      documents={application.documents}
      kinds={DOCUMENT_KIND_LABELS}
      filePath={(documentId) => documentFilePath(application.id, documentId)}
      removal={
        removable
          ? {
              remove: (documentId) => deleteDocument(application.id, documentId),
              removed: () => void changed(),
            }
          : undefined
      }
      viewable={viewable}
    />
  );
}
