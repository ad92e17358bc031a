import { Text } from '@mantine/core';
import { byWhom } from './words';

type ResolutionNoteProps = { note: string | null; by: string | null; at: string };

/** What finance wrote when it settled an item, its lines kept, then who wrote it and when. */
export function ResolutionNote({ note, by, at }: ResolutionNoteProps) {
  return (
    <>
      <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
        {note}
      </Text>
      <Text fz="xs" c="dimmed">
        {byWhom(by, at)}
      </Text>
    </>
  );
}
