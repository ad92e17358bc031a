import { expect } from 'vitest';
import type { AuditEvent } from '@portal/shared/audit';
import type { Portal } from './portal';

/** The audit events a reader with `token` gets for `query` (GET /audit-events), newest first. */
export async function auditEvents(
  portal: Pick<Portal, 'call'>,
  token: string,
  query: Record<string, string | number> = {},
): Promise<AuditEvent[]> {
  const params = new URLSearchParams({ per_page: '100' });
  for (const [name, value] of Object.entries(query)) params.set(name, String(value));
  const read = await portal.call('GET', `/audit-events?${params.toString()}`, { token });
  expect(read.statusCode, read.body).toBe(200);
  return read.answer.data as AuditEvent[];
}

/** Every event stored, however it was written: what a refused call must leave as it was. */
export const storedEventCount = async (portal: Pick<Portal, 'db'>) =>
  Number(
    (
      await portal.db
        .selectFrom('audit_events')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );
