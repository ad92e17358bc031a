import type { Kysely } from 'kysely';
import { nairobiDay } from '@portal/shared/calendar';
import { HOLDING_SEVERITIES, SEVERITY_LABELS } from '@portal/shared/vendor-audits';
import type { Database } from '@server/db/schema';
import { registerHoldMail } from '@server/domain/vendor-partnerships/mails';
import type { Acting } from '@server/lib/audit/acting';
import { holdersOf } from '@server/lib/permissions';
import { holdSolutions, releaseSolutions } from '../applications/solutions';
import type { PartnershipRecord } from './access';
import { auditDueOn } from './audit-queries';

/**
 * Why the partnership's solutions must be under review in the register now, or null: its yearly
 * audit is overdue, or a critical or high finding has passed its deadline unresolved (docs/
 * product.md, "The vendor partnership").
 */
export async function holdCause(
  db: Kysely<Database>,
  partnership: Pick<PartnershipRecord, 'id' | 'starts_on'>,
  now: Date,
): Promise<string | null> {
  const today = nairobiDay(now);
  const due = await auditDueOn(db, partnership);
  if (due < today) return `Its yearly data-security audit was due on ${due}.`;
  const lapsed = await db
    .selectFrom('vendor_audit_findings')
    .select(['severity', 'deadline_on'])
    .where('partnership_id', '=', partnership.id)
    .where('status', '!=', 'closed')
    .where('severity', 'in', HOLDING_SEVERITIES)
    .where('deadline_on', '<', today)
    .orderBy('deadline_on')
    .executeTakeFirst();
  return lapsed
    ? `A ${SEVERITY_LABELS[lapsed.severity].toLowerCase()} audit finding passed its remediation deadline (${lapsed.deadline_on}) unresolved.`
    : null;
}

/**
 * Puts the vendor's solutions under review in the register while the partnership has a cause,
 * and gives them back their status once it has none, in `trx`: each change in the solutions'
 * public history, on the audit trail, and mailed to the vendor and the holders of
 * `vendors.manage`. Nothing is written when nothing moves, so it may run as often as wanted.
 */
export async function followRegisterHold(
  acting: Acting,
  trx: Kysely<Database>,
  partnership: Pick<PartnershipRecord, 'id' | 'vendor_id' | 'starts_on'>,
  now: Date,
): Promise<void> {
  const cause = await holdCause(trx, partnership, now);
  const at = now.toISOString();
  const resolved = 'The cause of the review is resolved.';
  const moved = cause
    ? await holdSolutions(trx, partnership.vendor_id, cause, at)
    : await releaseSolutions(trx, partnership.vendor_id, resolved, at);
  if (moved.length === 0) return;
  await acting
    .trail()
    .note(
      trx,
      cause ? 'vendor_partnership.register_held' : 'vendor_partnership.register_released',
      partnership.id,
      {
        solutions: { before: null, after: moved.join(', ') },
        reason: { before: null, after: cause ?? resolved },
      },
    );
  const vendor = await trx
    .selectFrom('users')
    .leftJoin('vendor_partnerships', 'vendor_partnerships.vendor_id', 'users.id')
    .leftJoin('applications', 'applications.id', 'vendor_partnerships.application_id')
    .select(['users.name', 'users.email', 'applications.organisation_name'])
    .where('vendor_partnerships.id', '=', partnership.id)
    .executeTakeFirst();
  const readers = [...(vendor ? [vendor] : []), ...(await holdersOf(trx, 'vendors.manage'))];
  const { appUrl } = acting.server.deps.config;
  await acting.server.outbox.queueMails(
    trx,
    [...new Map(readers.map((reader) => [reader.email, reader])).values()].map((reader) =>
      registerHoldMail(appUrl, reader, {
        vendor: vendor?.organisation_name ?? vendor?.name ?? 'The vendor',
        partnershipId: partnership.id,
        solutions: moved,
        held: cause !== null,
        why: cause ?? resolved,
      }),
    ),
  );
}
