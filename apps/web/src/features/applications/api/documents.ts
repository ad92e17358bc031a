import { useMutation, useQueryClient } from '@tanstack/react-query';
import { documentCalls } from '@portal/shared/application-documents';
import { pathOf } from '@portal/shared/call';
import { http } from '@web/lib/http-client';
import { applicationQuery } from './get-application';

/** Where a document's file is read: saved, or shown in the browser with `?inline=1`. */
export const documentFilePath = (applicationId: number, documentId: number) =>
  pathOf(documentCalls.download, { id: applicationId, docId: documentId });

/** Removes a document: only while the application may be edited. */
export function deleteDocument(applicationId: number, documentId: number) {
  return http.call(documentCalls.remove, { params: { id: applicationId, docId: documentId } });
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
