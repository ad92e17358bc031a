import { randomUUID } from 'node:crypto';
import type { Kysely, Updateable } from 'kysely';
import { periodLabel } from '@portal/shared/utilities';
import { utilityBillMessages } from '@portal/shared/utility-bills';
import type { Database, UtilityBillingRunsTable } from '@server/db/schema';
import { conflict } from '@server/lib/errors';

/** Longer than the slowest run measured on a half-speed machine, short enough after a crash. */
const CLAIM_MS = 10 * 60_000;

/**
 * Claims a draft run for one request to compute or issue it, by one conditional update (record
 * 0056): of two instances asking at once exactly one gets it, the other a 409; a claim of a
 * request that crashed lapses after ten minutes. Answers the token that releases it.
 */
export async function claimRun(db: Kysely<Database>, runId: number, now: Date): Promise<string> {
  const token = randomUUID();
  const at = now.toISOString();
  const result = await db
    .updateTable('utility_billing_runs')
    .set({ claimed_by: token, claimed_until: new Date(now.getTime() + CLAIM_MS).toISOString() })
    .where('id', '=', runId)
    .where('status', '=', 'draft')
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', at)]))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return token;
  const run = await db
    .selectFrom('utility_billing_runs')
    .select(['status', 'period'])
    .where('id', '=', runId)
    .executeTakeFirstOrThrow();
  throw conflict(
    run.status === 'issued'
      ? utilityBillMessages.runIssued(periodLabel(run.period))
      : utilityBillMessages.runBusy,
  );
}

/**
 * Lets the run go: after a failure as it was, after a success with what the request `changed` on
 * it, in the transaction that made those changes.
 */
export async function releaseRun(
  db: Kysely<Database>,
  runId: number,
  token: string,
  changed: Updateable<UtilityBillingRunsTable> = {},
) {
  await db
    .updateTable('utility_billing_runs')
    .set({ ...changed, claimed_by: null, claimed_until: null })
    .where('id', '=', runId)
    .where('claimed_by', '=', token)
    .execute();
}
