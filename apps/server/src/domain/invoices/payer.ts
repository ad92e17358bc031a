import type { Kysely, Selectable } from 'kysely';
import type { Database, InvoicesTable } from '@server/db/schema';

/**
 * Who pays `invoice`: the applicant of its application, or the holder of its connection. Undefined
 * when nobody does now (a connection without a holder, an account deleted).
 */
export async function invoicePayer(
  db: Kysely<Database>,
  invoice: Pick<Selectable<InvoicesTable>, 'application_id' | 'connection_id'>,
): Promise<{ id: number; name: string; email: string; phone: string | null } | undefined> {
  const payerId =
    invoice.application_id !== null
      ? db
          .selectFrom('applications')
          .select('applicant_id')
          .where('id', '=', invoice.application_id)
      : db
          .selectFrom('utility_connections')
          .select('account_holder_id')
          .where('id', '=', invoice.connection_id ?? 0);
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'phone'])
    .where('id', '=', payerId)
    .executeTakeFirst();
}
