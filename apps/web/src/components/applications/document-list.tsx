import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { useConfirmDelete } from '@web/components/use-confirm-delete';
import { ApiError } from '@web/lib/http-client';
import { formatDate } from '@web/lib/format';
import { downloadFile, openFile } from '@web/lib/files';

/** A document as either journey answers it; evidence has no kind. */
type ListedDocument<K extends string> = {
  id: number;
  kind?: K;
  file_name: string;
  size: number;
  uploaded_at: string;
};

/**
 * Removes a document (the server's message is toasted), then `removed` refreshes the list: given
 * where the applicant may remove documents.
 */
type Removal = {
  remove: (documentId: number) => Promise<{ message: string }>;
  removed: () => void;
};

type DocumentListProps<K extends string> = {
  documents: readonly ListedDocument<K>[];
  /** The journey's words for each kind of document; none for evidence, named by its file. */
  kinds?: Readonly<Record<K, string>>;
  /** Where a document's file is read: saved, or shown in the browser with `?inline=1`. */
  filePath: (documentId: number) => string;
  removal?: Removal;
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

/** Delete, asked first: the file is gone for good. */
function DeleteButton({
  document,
  removal,
}: {
  document: ListedDocument<string>;
  removal: Removal;
}) {
  const confirm = useConfirmDelete(
    () => removal.remove(document.id),
    () => removal.removed(),
  );
  return (
    <>
      <Button
        color="red.9"
        size="xs"
        aria-label={`Delete ${document.file_name}`}
        onClick={() => confirm.ask(document)}
      >
        Delete
      </Button>
      <ConfirmDialog {...confirm.dialog} />
    </>
  );
}

/**
 * An application's documents, or a vendor's evidence, each with its kind, name, size and date, to
 * save or read.
 */
export function DocumentList<K extends string>({
  documents,
  kinds,
  filePath,
  removal,
  viewable = false,
}: DocumentListProps<K>) {
  if (documents.length === 0) {
    return <Text c="dimmed">No documents yet.</Text>;
  }
  return (
    <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
      {documents.map((document) => {
        const path = filePath(document.id);
        return (
          <Paper component="li" key={document.id} withBorder radius="md" p="sm">
            <Group justify="space-between" gap="xs">
              <Stack gap={0} miw={0}>
                {kinds && document.kind && <Text fw={700}>{kinds[document.kind]}</Text>}
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
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
                {removal && <DeleteButton document={document} removal={removal} />}
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
