import { Stack, Text } from '@mantine/core';
import type { AuditChanges } from '@portal/shared/audit';

const NONE = '—';

/** A field's value as the reader reads it: a word or number as it is, a list or object as JSON. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return NONE;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** What an act changed, a line per field: `status: Active → Blocked`. */
export function AuditChangesList({ changes }: { changes: AuditChanges }) {
  const fields = Object.entries(changes);
  if (fields.length === 0) return NONE;
  return (
    <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
      {fields.map(([field, { before, after }]) => (
        <Text component="li" key={field} fz="sm">
          <Text span inherit fw={600}>
            {field}
          </Text>
          : {shown(before)} → {shown(after)}
        </Text>
      ))}
    </Stack>
  );
}
