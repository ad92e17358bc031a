import { Button, FileInput, Group, Progress, Select, Stack, Text } from '@mantine/core';
import { applicationMessages } from '@portal/shared/application-messages';
import { MAX_DOCUMENT_BYTES } from '@portal/shared/application-documents';
import { pathOf, type Call } from '@portal/shared/call';
import { MAX_DOCUMENTS, MAX_DOCUMENTS_BYTES } from '@portal/shared/constants';
import { useState } from 'react';
import type { z } from 'zod';
import { ApiError, http } from '@web/lib/http-client';
import { notify } from '@web/lib/toast';

const ACCEPT = 'application/pdf,image/png,image/jpeg';

export type DocumentUploadProps<K extends string> = {
  /** The record that holds the documents: an application, or a review or finding's evidence. */
  holderId: number;
  /** The declared upload: multipart `kind` (where there are kinds) and `file` to the `:id`. */
  call: Pick<Call, 'path'> & { answer: z.ZodType<{ message: string }> };
  /**
   * The kinds a document may be, each with its label, in the order offered; none where all are of
   * one kind (evidence), which the form then does not ask.
   */
  kinds?: Readonly<Record<K, string>>;
  /** After a document is added: the application's list of them is stale. */
  onUploaded: () => Promise<unknown>;
};

/**
 * Adds a document of either journey, or a vendor's evidence: its kind and the file, sent with a
 * progress bar. The server
 * checks the file by its content; what it refuses shows under the file input. Size is checked
 * here first, so that a file the server would refuse is not sent at all.
 */
export function DocumentUpload<K extends string>({
  holderId,
  call,
  kinds,
  onUploaded,
}: DocumentUploadProps<K>) {
  const [kind, setKind] = useState<K | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<{ kind?: string; file?: string }>({});
  const [sent, setSent] = useState<number | null>(null);
  const kindOptions = (Object.entries(kinds ?? {}) as [K, string][]).map(([value, label]) => ({
    value,
    label,
  }));

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setError((current) => ({
      ...current,
      file:
        chosen && chosen.size > MAX_DOCUMENT_BYTES ? applicationMessages.fileTooLarge : undefined,
    }));
  };

  const upload = async () => {
    if ((kinds && !kind) || !file) return;
    const form = new FormData();
    // The kind first: the server reads the fields before the file streams in.
    if (kind) form.append('kind', kind);
    form.append('file', file);
    setSent(0);
    try {
      const answer = await http.upload(pathOf(call, { id: holderId }), form, {
        schema: call.answer,
        onProgress: setSent,
      });
      notify.success(answer.message);
      setFile(null);
      setKind(null);
      await onUploaded();
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setError({ kind: failure.errors?.kind?.[0], file: failure.errors?.file?.[0] });
    } finally {
      setSent(null);
    }
  };

  const busy = sent !== null;
  return (
    <Stack gap="sm">
      <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
        {kinds && (
          <Select
            label="Kind of document"
            description="What the file is, as the committee will see it."
            placeholder="Choose a kind"
            data={kindOptions}
            value={kind}
            onChange={(value) => {
              setKind(value as K | null);
              setError((current) => ({ ...current, kind: undefined }));
            }}
            error={error.kind}
            disabled={busy}
            miw={220}
          />
        )}
        <FileInput
          label="File"
          description={`PDF, PNG or JPEG, at most 10 MB; up to ${MAX_DOCUMENTS} files and ${MAX_DOCUMENTS_BYTES / 1024 / 1024} MB in all.`}
          placeholder="Choose a file"
          accept={ACCEPT}
          value={file}
          onChange={chooseFile}
          error={error.file}
          disabled={busy}
          clearable
          miw={220}
        />
      </Group>
      <Group>
        <Button
          onClick={() => void upload()}
          disabled={(kinds && !kind) || !file || Boolean(error.file) || busy}
          loading={busy}
        >
          Upload
        </Button>
      </Group>
      {busy && (
        <Stack gap={4}>
          <Text size="sm" id="upload-progress-label">
            Uploading {file?.name}: {Math.round(sent * 100)}%
          </Text>
          <Progress value={sent * 100} aria-labelledby="upload-progress-label" animated />
        </Stack>
      )}
    </Stack>
  );
}
