import { z } from 'zod';
import { defineCall } from './call';
import { envelopeSchema } from './envelope';
import {
  calendarDate,
  optionalText,
  requiredId,
  requiredMultiLineText,
  requiredText,
} from './fields';
import { IdParamsSchema } from './records';
import { applicationMessages } from './application-messages';
import { evidenceCalls, EvidenceSchema } from './vendor-evidence';

/*
 * A vendor's yearly data-security audit and its findings (docs/product.md, "The vendor
 * partnership"): staff record the audit, the vendor answers each finding, staff close or reopen
 * it; an audit overdue, or a serious finding past its deadline, puts the vendor's solutions under
 * review in the public register until the cause is resolved.
 */

export const SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
export type Severity = (typeof SEVERITIES)[number];
export const SEVERITY_LABELS: Record<Severity, string> = {
  critical: 'Critical',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};
/** Days from the audit to remediate a finding, by severity, unless configured otherwise. */
export const DEFAULT_FINDING_DAYS: Record<Severity, number> = {
  critical: 30,
  high: 90,
  medium: 180,
  low: 365,
};
/** Findings whose deadline, passed unresolved, puts the vendor's solutions under review. */
export const HOLDING_SEVERITIES: readonly Severity[] = ['critical', 'high'];

export const AUDIT_RESULTS = ['passed', 'passed_with_findings', 'failed'] as const;
export type AuditResult = (typeof AUDIT_RESULTS)[number];
export const AUDIT_RESULT_LABELS: Record<AuditResult, string> = {
  passed: 'Passed',
  passed_with_findings: 'Passed with findings',
  failed: 'Failed',
};

export const FINDING_STATUSES = ['open', 'responded', 'closed'] as const;
export type FindingStatus = (typeof FINDING_STATUSES)[number];
export const FINDING_STATUS_LABELS: Record<FindingStatus, string> = {
  open: 'Open',
  responded: 'Answered by the vendor',
  closed: 'Closed',
};

export const auditMessages = {
  findingNotFound: 'Finding not found.',
  scope: 'Choose the solutions the audit covered, among those of this partnership.',
  auditedInFuture: 'The audit date cannot be after today.',
  auditedBeforeStart: (startsOn: string) =>
    `The audit date cannot be before the partnership started (${startsOn}).`,
  findingsOfResult: 'An audit that passed with findings, or failed, lists its findings.',
  noFindingsWhenPassed: 'An audit that passed has no findings: choose "Passed with findings".',
  findingClosed: 'This finding is closed: reopen it first.',
  findingNotClosed: 'Only a closed finding can be reopened.',
  answerByVendor: 'Only the vendor answers its findings.',
} as const;

export const AuditInputSchema = z.object({
  audited_on: calendarDate,
  auditor: requiredText(200),
  /** The ids of the solutions the audit covered. */
  scope: z.array(requiredId, { error: auditMessages.scope }).min(1, auditMessages.scope).max(100),
  result: z.enum(AUDIT_RESULTS, { error: applicationMessages.choice }),
  findings: z
    .array(
      z.object({
        title: requiredText(300),
        severity: z.enum(SEVERITIES, { error: applicationMessages.choice }),
      }),
    )
    .max(100),
});
export type AuditInput = z.input<typeof AuditInputSchema>;

export const FindingResponseSchema = z.object({ response: requiredMultiLineText(4000) });
export const FindingCloseSchema = z.object({ note: optionalText(2000) });
export const FindingReopenSchema = z.object({ note: requiredMultiLineText(2000) });

export const FindingSchema = z.object({
  id: z.number().int(),
  audit_id: z.number().int(),
  title: z.string(),
  severity: z.enum(SEVERITIES),
  /** 'YYYY-MM-DD': the audit's date and the severity's days. */
  deadline_on: z.string(),
  status: z.enum(FINDING_STATUSES),
  response: z.string().nullable(),
  responded_at: z.string().nullable(),
  /** The documents the vendor sends with its answer, oldest first. */
  evidence: z.array(EvidenceSchema),
  /** Staff's note when they last closed or reopened it. */
  note: z.string().nullable(),
  closed_at: z.string().nullable(),
  /** Past its deadline and not closed, by the clock at the time of the answer. */
  overdue: z.boolean(),
});
export type Finding = z.infer<typeof FindingSchema>;

export const AuditSchema = z.object({
  id: z.number().int(),
  audited_on: z.string(),
  auditor: z.string(),
  scope: z.array(z.object({ id: z.number().int(), name: z.string() })),
  result: z.enum(AUDIT_RESULTS),
  recorded_by: z.string().nullable(),
  created_at: z.string(),
});
export type Audit = z.infer<typeof AuditSchema>;

const finding = '/vendor-audit-findings/:id';

export const auditCalls = {
  record: defineCall({
    method: 'POST',
    path: '/vendor-partnerships/:id/audits',
    summary: 'vendors.manage records a data-security audit with its findings',
    params: IdParamsSchema,
    body: AuditInputSchema,
    answer: envelopeSchema(AuditSchema),
    status: 201,
    refusals: [401, 403, 404, 409, 422],
  }),
  respond: defineCall({
    method: 'POST',
    path: `${finding}/respond`,
    summary: 'The vendor answers a finding with what it did',
    params: IdParamsSchema,
    body: FindingResponseSchema,
    answer: envelopeSchema(FindingSchema),
    refusals: [401, 403, 404, 409, 422],
  }),
  ...evidenceCalls(finding, 'until the finding is closed'),
  close: defineCall({
    method: 'POST',
    path: `${finding}/close`,
    summary: 'vendors.manage closes a finding as resolved',
    params: IdParamsSchema,
    body: FindingCloseSchema,
    answer: envelopeSchema(FindingSchema),
    refusals: [401, 403, 404, 409, 422],
  }),
  reopen: defineCall({
    method: 'POST',
    path: `${finding}/reopen`,
    summary: 'vendors.manage reopens a closed finding, saying why',
    params: IdParamsSchema,
    body: FindingReopenSchema,
    answer: envelopeSchema(FindingSchema),
    refusals: [401, 403, 404, 409, 422],
  }),
};
