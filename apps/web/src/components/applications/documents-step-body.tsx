import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DocumentUpload, type DocumentUploadProps } from './document-upload';

type DocumentsStepBodyProps<K extends string> = {
  /** Which documents the journey asks for, and which help. */
  intro: string;
  /** The documents the application holds, each removable. */
  list: ReactNode;
  upload: DocumentUploadProps<K>;
  /** The documents submitting needs that the application does not hold yet, in words. */
  missing: string[];
};

/**
 * The documents step of either journey's form: documents are added and removed one at a time,
 * each kept as soon as it is sent, and what submitting still needs is said below.
 */
export function DocumentsStepBody<K extends string>({
  intro,
  list,
  upload,
  missing,
}: DocumentsStepBodyProps<K>) {
  return (
    <Stack gap="md">
      <Text>{intro}</Text>
      {list}
      <DocumentUpload {...upload} />
      {missing.length > 0 && (
        <Text c="dimmed">Still needed before you submit: {missing.join('; ')}.</Text>
      )}
    </Stack>
  );
}
