import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import {
  DOCUMENT_KIND_LABELS,
  type ApplicationDocument,
} from '@portal/shared/application-documents';
import type { Application } from '@portal/shared/application-detail';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { useConfirmDelete } from '@web/components/use-confirm-delete';
import { ApiError } from '@web/lib/http-client';
import { formatDate } from '@web/lib/format';
import { deleteDocument, documentFilePath, useDocumentsChanged } from '../api/documents';
import { downloadFile, openFile } from '@web/lib/files';

type DocumentListProps = {
  application: Application;
  /** The applicant may remove documents while the application can be edited. */
  removable?: boolean;
  /** Staff read a document in the browser instead of saving it first. */
  viewable?: boolean;
};

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

// A refusal was toasted by the HTTP client; anything else is a bug.
const quietly = (action: Promise<void>) =>
  action.catch((error: unknown) => {
    if (!(error instanceof ApiError)) throw error;
  });

/** The application's documents, each with its kind, name, size and date, to save or read. */
export function DocumentList({
  application,
  removable = false,
  viewable = false,
}: DocumentListProps) {
  const changed = useDocumentsChanged(application.id);
  const removal = useConfirmDelete(
    (document: ApplicationDocument) => deleteDocument(application.id, document.id),
    () => void changed(),
  );
  if (application.documents.length === 0) {
    return <Text c="dimmed">No documents yet.</Text>;
  }
  return (
    <>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {application.documents.map((document) => {
          const path = documentFilePath(application.id, document.id);
          return (
            <Paper component="li" key={document.id} withBorder radius="md" p="sm">
              <Group justify="space-between" gap="xs">
                <Stack gap={0}>
                  <Text fw={700}>{DOCUMENT_KIND_LABELS[document.kind]}</Text>
                  <Text size="sm">
                    {document.file_name}, {sizeOf(document.size)}, added{' '}
                    {formatDate(document.uploaded_at)}
                  </Text>
                </Stack>
                <Group gap="xs">
                  {viewable && (
                    <Button
                      variant="default"
                      size="xs"
                      aria-label={`View ${document.file_name}`}
                      onClick={() => void quietly(openFile(`${path}?inline=1`, document.file_name))}
                    >
                      View
                    </Button>
                  )}
                  <Button
                    variant="default"
                    size="xs"
                    aria-label={`Download ${document.file_name}`}
                    onClick={() => void quietly(downloadFile(path, document.file_name))}
                  >
                    Download
                  </Button>
                  {removable && (
                    <Button
                      color="red.9"
                      size="xs"
                      aria-label={`Delete ${document.file_name}`}
                      onClick={() => removal.ask(document)}
                    >
                      Delete
                    </Button>
                  )}
                </Group>
              </Group>
            </Paper>
          );
        })}
      </Stack>
      <ConfirmDialog {...removal.dialog} />
    </>
  );
}
