import type { Kysely } from 'kysely';
import { addYears, nairobiDay } from '@portal/shared/calendar';
import type { Audit, Finding } from '@portal/shared/vendor-audits';
import type { Database } from '@server/db/schema';
import { evidenceOf } from './evidence-queries';

/** When the next data-security audit is due: a year after the last, or after the start. */
export async function auditDueOn(
  db: Kysely<Database>,
  partnership: { id: number; starts_on: string },
): Promise<string> {
  const last = await db
    .selectFrom('vendor_audits')
    .select('audited_on')
    .where('partnership_id', '=', partnership.id)
    .orderBy('audited_on', 'desc')
    .executeTakeFirst();
  return addYears(last?.audited_on ?? partnership.starts_on, 1);
}

/** The partnership's audits, newest first, with the names of the solutions each covered. */
export async function auditsOf(db: Kysely<Database>, partnershipId: number): Promise<Audit[]> {
  const audits = await db
    .selectFrom('vendor_audits')
    .leftJoin('users', 'users.id', 'vendor_audits.recorded_by')
    .select([
      'vendor_audits.id',
      'vendor_audits.audited_on',
      'vendor_audits.auditor',
      'vendor_audits.scope',
      'vendor_audits.result',
      'vendor_audits.created_at',
      'users.name as recorded_by',
    ])
    .where('vendor_audits.partnership_id', '=', partnershipId)
    .orderBy('vendor_audits.audited_on', 'desc')
    .orderBy('vendor_audits.id', 'desc')
    .execute();
  const ids = [...new Set(audits.flatMap((audit) => JSON.parse(audit.scope) as number[]))];
  const names = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .selectFrom('vendor_solutions')
            .select(['id', 'name'])
            .where('id', 'in', ids)
            .execute()
        ).map((solution) => [solution.id, solution.name ?? '']),
  );
  return audits.map(({ scope, ...audit }) => ({
    ...audit,
    scope: (JSON.parse(scope) as number[]).map((id) => ({ id, name: names.get(id) ?? '' })),
  }));
}

/**
 * The partnership's findings, of one or all, oldest first, each with its evidence; overdue read
 * from the clock.
 */
export async function findingsOf(
  db: Kysely<Database>,
  where: { partnershipId: number } | { findingId: number },
  now: Date,
): Promise<Finding[]> {
  const rows = await db
    .selectFrom('vendor_audit_findings')
    .select([
      'id',
      'audit_id',
      'title',
      'severity',
      'deadline_on',
      'status',
      'response',
      'responded_at',
      'note',
      'closed_at',
    ])
    .$call((query) =>
      'findingId' in where
        ? query.where('id', '=', where.findingId)
        : query.where('partnership_id', '=', where.partnershipId),
    )
    .orderBy('id')
    .execute();
  const today = nairobiDay(now);
  const evidence = await evidenceOf(
    db,
    'vendor_finding_id',
    rows.map((finding) => finding.id),
  );
  return rows.map((finding) => ({
    ...finding,
    evidence: evidence.get(finding.id)!,
    overdue: finding.status !== 'closed' && finding.deadline_on < today,
  }));
}
