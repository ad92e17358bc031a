import type { Kysely, Updateable } from 'kysely';
import { shiftDay } from '@portal/shared/calendar';
import {
  auditMessages,
  type AuditResult,
  type FindingStatus,
  type Severity,
} from '@portal/shared/vendor-audits';
import type { Database, VendorAuditFindingsTable } from '@server/db/schema';
import { conflict } from '@server/lib/errors';

/*
 * A partnership's data-security audits and their findings (docs/product.md, "The vendor
 * partnership"). Each move of a finding is one conditional update on the status it was read in,
 * so that of two moves at once one is taken.
 */

/** Records an audit with its findings, each due by the days its severity gives. */
export async function insertAudit(
  trx: Kysely<Database>,
  partnershipId: number,
  audit: {
    audited_on: string;
    auditor: string;
    scope: number[];
    result: AuditResult;
    findings: { title: string; severity: Severity }[];
  },
  findingDays: Record<Severity, number>,
  by: number,
  now: string,
): Promise<number> {
  const { id } = await trx
    .insertInto('vendor_audits')
    .values({
      partnership_id: partnershipId,
      audited_on: audit.audited_on,
      auditor: audit.auditor,
      scope: JSON.stringify(audit.scope),
      result: audit.result,
      recorded_by: by,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (audit.findings.length > 0)
    await trx
      .insertInto('vendor_audit_findings')
      .values(
        audit.findings.map((finding) => ({
          audit_id: id,
          partnership_id: partnershipId,
          ...finding,
          deadline_on: shiftDay(audit.audited_on, findingDays[finding.severity]),
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  return id;
}

async function moveFinding(
  trx: Kysely<Database>,
  id: number,
  from: readonly FindingStatus[],
  set: Updateable<VendorAuditFindingsTable>,
  refusal: string,
): Promise<void> {
  const { numUpdatedRows } = await trx
    .updateTable('vendor_audit_findings')
    .set(set)
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  if (Number(numUpdatedRows) === 0) throw conflict(refusal);
}

export const respondToFinding = (
  trx: Kysely<Database>,
  id: number,
  response: string,
  now: string,
) =>
  moveFinding(
    trx,
    id,
    ['open', 'responded'],
    { status: 'responded', response, responded_at: now, updated_at: now },
    auditMessages.findingClosed,
  );

/**
 * Marks finding `id` as written to now unless it is closed: the first statement of a change to
 * its evidence, which holds its row until the change commits. 409 once closed.
 */
export const touchUnclosedFinding = (trx: Kysely<Database>, id: number, now: string) =>
  moveFinding(trx, id, ['open', 'responded'], { updated_at: now }, auditMessages.findingClosed);

export const closeFinding = (
  trx: Kysely<Database>,
  id: number,
  note: string | null,
  by: number,
  now: string,
) =>
  moveFinding(
    trx,
    id,
    ['open', 'responded'],
    { status: 'closed', note, closed_at: now, closed_by: by, updated_at: now },
    auditMessages.findingClosed,
  );

export const reopenFinding = (trx: Kysely<Database>, id: number, note: string, now: string) =>
  moveFinding(
    trx,
    id,
    ['closed'],
    { status: 'open', note, closed_at: null, closed_by: null, updated_at: now },
    auditMessages.findingNotClosed,
  );
