import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { pathOf } from '@portal/shared/call';
import {
  LETTER_KIND_LABELS,
  letterCalls,
  letterVerificationPath,
  type Letter,
} from '@portal/shared/letters';
import { ApiError } from '@web/lib/http-client';
import { formatDate } from '@web/lib/format';
import { downloadFile } from '@web/lib/files';

/**
 * The letters issued on the application, each with its verification code: whoever is handed the
 * printed letter checks it on the public verification page.
 */
export function LetterList({ letters }: { letters: Letter[] }) {
  if (letters.length === 0) return <Text c="dimmed">No letters yet.</Text>;
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {letters.map((letter) => {
        const label = LETTER_KIND_LABELS[letter.kind];
        const download = () =>
          downloadFile(pathOf(letterCalls.download, { id: letter.id }), `${label}.pdf`).catch(
            (error: unknown) => {
              if (!(error instanceof ApiError)) throw error;
            },
          );
        return (
          <Paper component="li" key={letter.id} withBorder radius="md" p="md">
            <Group justify="space-between" gap="xs">
              <Stack gap={2}>
                <Text fw={700}>{label}</Text>
                <Text size="sm">Issued {formatDate(letter.issued_at)}</Text>
                <Text size="sm">
                  Verification code{' '}
                  <Anchor href={letterVerificationPath(letter.code)} ff="monospace">
                    {letter.code}
                  </Anchor>
                </Text>
              </Stack>
              <Button
                variant="default"
                size="xs"
                aria-label={`Download the ${label} (PDF)`}
                onClick={() => void download()}
              >
                Download PDF
              </Button>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
