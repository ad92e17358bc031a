import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DocumentAnswerSchema, type DocumentKind } from '@portal/shared/application-documents';
import { MessageEnvelopeSchema } from '@portal/shared/envelope';
import { http } from '../../../lib/http-client';
import { applicationQuery } from './get-application';

/** Where an application's documents are sent, listed and read. */
export const documentPath = (applicationId: number, documentId?: number) =>
  `/applications/${applicationId}/documents${documentId === undefined ? '' : `/${documentId}`}`;

/**
 * POST /applications/{id}/documents (multipart `kind`, `file`), reporting the share sent. A file
 * of the wrong type or too large is a 422 on `file`.
 */
export function uploadDocument(
  applicationId: number,
  kind: DocumentKind,
  file: File,
  onProgress: (share: number) => void,
) {
  const form = new FormData();
  // The kind first: the server reads the fields before the file streams in.
  form.append('kind', kind);
  form.append('file', file);
  return http.upload(documentPath(applicationId), form, {
    schema: DocumentAnswerSchema,
    onProgress,
  });
}

/** DELETE /applications/{id}/documents/{docId}: only while the application may be edited. */
export function deleteDocument(applicationId: number, documentId: number) {
  return http.delete(documentPath(applicationId, documentId), { schema: MessageEnvelopeSchema });
}

/** After a document is added or removed the application's list of them is stale. */
export function useDocumentsChanged(applicationId: number) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ queryKey: applicationQuery(applicationId).queryKey });
}

export function useDeleteDocument(applicationId: number) {
  const changed = useDocumentsChanged(applicationId);
  return useMutation({
    mutationFn: (documentId: number) => deleteDocument(applicationId, documentId),
    onSuccess: changed,
  });
}
