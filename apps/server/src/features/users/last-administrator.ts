import type { Transaction } from 'kysely';
import { AccountStatus, Role } from '@portal/shared/constants';
import type { DatabaseHandle } from '@server/db/connection';
import type { Database } from '@server/db/schema';
import { conflict, notFound } from '@server/lib/errors';
import type { Account } from './policy';

type Target = Account & { email: string };

/**
 * Changes the user as they are now, in a transaction, unless `refusal` gives a reason (409). The
 * reason may depend on how many other active administrators there are: on PostgreSQL their rows
 * stay locked to the end, so two administrators demoting, blocking or deleting each other at once
 * cannot both pass the last-administrator rule (SQLite runs one writing transaction at a time).
 */
export function changeKeepingAnAdministrator(
  database: DatabaseHandle,
  userId: number,
  steps: {
    refusal: (target: Target, otherActiveAdministrators: number) => string | undefined;
    change: (trx: Transaction<Database>, target: Target) => Promise<void>;
  },
): Promise<void> {
  return database.db.transaction().execute(async (trx) => {
    const administrators = await trx
      .selectFrom('users')
      .select('id')
      .where('role_id', '=', Role.Administrator)
      .where('status', '=', AccountStatus.Active)
      .orderBy('id')
      .$if(database.engine === 'postgres', (query) => query.forUpdate())
      .execute();
    const target = await trx
      .selectFrom('users')
      .select(['id', 'role_id', 'status', 'email'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!target) throw notFound('User not found.');
    const others = administrators.filter((administrator) => administrator.id !== userId).length;
    const refusal = steps.refusal(target, others);
    if (refusal) throw conflict(refusal);
    await steps.change(trx, target);
  });
}
