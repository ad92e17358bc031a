import { Stack, Text } from '@mantine/core';
import { STAGE_LABELS, type ApplicationStage } from '@portal/shared/land-journey';
import type { AuditChanges } from '@portal/shared/audit';
import { DEFAULT_CURRENCY, formatMoney } from '@portal/shared/money';

const NONE = '—';

/** Fields in minor units of the event's currency: shown as money, never as cents. */
const MONEY_FIELDS = new Set(['amount', 'paid', 'stand_premium', 'annual_ground_rent']);

const isStage = (value: unknown): value is ApplicationStage =>
  typeof value === 'string' && Object.hasOwn(STAGE_LABELS, value);

/** A field's value as the reader reads it: money and stages in words, a list or object as JSON. */
function shown(field: string, value: unknown, currency: string): string {
  if (value === null || value === undefined || value === '') return NONE;
  if (MONEY_FIELDS.has(field) && typeof value === 'number')
    return formatMoney({ amount: value, currency });
  if (field === 'stage' && isStage(value)) return STAGE_LABELS[value];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * What an act changed, a line per field: `status: Reserved → Allocated`. An id the server also
 * named (`committee_id` beside `committee`) is shown by its name only.
 */
export function AuditChangesList({ changes }: { changes: AuditChanges }) {
  const currencyChange = changes.currency;
  const currency = String(currencyChange?.after ?? currencyChange?.before ?? DEFAULT_CURRENCY);
  const fields = Object.entries(changes).filter(
    ([field]) => !(field.endsWith('_id') && Object.hasOwn(changes, field.slice(0, -3))),
  );
  if (fields.length === 0) return NONE;
  return (
    <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
      {fields.map(([field, { before, after }]) => (
        <Text component="li" key={field} fz="sm">
          <Text span inherit fw={600}>
            {field}
          </Text>
          : {shown(field, before, currency)} → {shown(field, after, currency)}
        </Text>
      ))}
    </Stack>
  );
}
