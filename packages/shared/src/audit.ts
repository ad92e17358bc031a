import { z } from 'zod';
import { defineCall } from './call';
import { MAX_ID } from './constants';
import { paginatedSchema } from './envelope';
import { calendarDate, decimalNumber } from './fields';
import { PageQuerySchema } from './pagination';

/**
 * The audit trail (decision record 0029): what was done, to which record, by whom. Actions are
 * `<record type>.<verb>`; both lists are a contract for filters and exports, added to, never
 * renamed.
 */
export const AUDIT_RECORD_TYPES = [
  'user',
  'role',
  'service',
  'committee',
  'parcel',
  'allocation',
  'api_key',
  'application',
  'invoice',
  'vendor_call',
  'utility_connection',
  'utility_reading',
  'utility_run',
  'utility_credit_note',
  'utility_receipt',
  'utility_tariff',
  'payment_transaction',
  'payment_reconciliation',
  'vendor_partnership',
] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];

export const AUDIT_ACTIONS = [
  'user.created',
  'user.updated',
  'user.deleted',
  'user.status_changed',
  'user.sign_in_refused_locked',
  'user.second_factor_added',
  'user.second_factor_removed',
  'user.recovery_codes_replaced',
  'user.second_factors_reset',
  'user.sessions_ended',
  'role.created',
  'role.updated',
  'role.deleted',
  'service.created',
  'service.updated',
  'service.deleted',
  'service.sso_secret_issued',
  'service.oidc_client_registered',
  'service.oidc_client_changed',
  'service.oidc_client_removed',
  'committee.created',
  'committee.updated',
  'committee.deleted',
  'parcel.created',
  'parcel.updated',
  'parcel.deleted',
  'allocation.created',
  'allocation.updated',
  'allocation.deleted',
  'api_key.created',
  'api_key.updated',
  'api_key.deleted',
  // Staff steps of the land journey; the applicant's own steps are on the application's history.
  'application.assigned',
  'application.stage_changed',
  'application.scorecard_saved',
  'application.letter_issued',
  'application.intent_signed',
  'invoice.issued',
  'invoice.payment_recorded',
  // What a replaced revenue return had invoiced and was not yet paid, taken off.
  'invoice.credited',
  'vendor_call.created',
  'vendor_call.updated',
  'vendor_call.deleted',
  // A handover's connections are opened by the system, on the officer's behalf.
  'utility_connection.opened',
  'utility_connection.updated',
  'utility_connection.status_changed',
  'utility_connection.meter_installed',
  'utility_connection.meter_replaced',
  'utility_reading.recorded',
  // One event for a whole file: how many readings, and the file's SHA-256.
  'utility_reading.imported',
  'utility_reading.reviewed',
  // A month's billing run, computed (again while a draft) and issued: one event, not one a bill.
  'utility_run.computed',
  'utility_run.issued',
  'utility_credit_note.requested',
  'utility_credit_note.approved',
  'utility_credit_note.rejected',
  'utility_receipt.recorded',
  'utility_tariff.created',
  'utility_tariff.updated',
  'utility_tariff.deleted',
  // Money a provider confirmed: settled at once, or held in suspense until finance allocates or
  // refunds it.
  'payment_transaction.received',
  'payment_transaction.allocated',
  'payment_transaction.refunded',
  'payment_reconciliation.made',
  'payment_reconciliation.difference_resolved',
  // Opened by the decision that approves a vendor's first solution, on the decider's act.
  'vendor_partnership.opened',
  'vendor_partnership.workplan_approved',
  'vendor_partnership.workplan_returned',
  // Opened by the scheduled job on the quarter's last day; scored by members, finalised by a decider.
  'vendor_partnership.review_opened',
  'vendor_partnership.review_scored',
  'vendor_partnership.review_finalised',
  'vendor_partnership.corrective_action_moved',
  'vendor_partnership.status_changed',
  'vendor_partnership.audit_recorded',
  'vendor_partnership.finding_closed',
  'vendor_partnership.finding_reopened',
  // Each document of evidence the vendor adds to a review or a finding, or removes from it.
  'vendor_partnership.evidence_added',
  'vendor_partnership.evidence_removed',
  // The register's holds follow the clock and the findings: by the job, or by the act that
  // resolved or caused them.
  'vendor_partnership.register_held',
  'vendor_partnership.register_released',
  'vendor_partnership.renewal_decided',
  'vendor_partnership.terminated',
  // A partnership not renewed ends on its last day: the job withdraws its solutions.
  'vendor_partnership.solutions_withdrawn',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A field's value before and after the act; null where it had none (a creation, a deletion). */
export const AuditChangeSchema = z.object({ before: z.unknown(), after: z.unknown() });
export type AuditChanges = Record<string, z.infer<typeof AuditChangeSchema>>;

export const AuditEventSchema = z.object({
  id: z.number().int(),
  /** UTC, ISO 8601 with milliseconds. */
  at: z.string(),
  /**
   * Who acted; null for an act nobody signed in made (a sign-in refused for lock-out). With
   * `by_system`, the system made the change on their behalf, following their act (an approved
   * applicant's new role, the stage a payment in full moves an application to); with `by_system`
   * and no `id`, a scheduled job of the system acted on nobody's behalf, and `name` is the job's.
   */
  actor: z
    .object({
      id: z.number().int().nullable(),
      name: z.string().nullable(),
      by_system: z.boolean(),
    })
    .nullable(),
  /** The record's name as it is now (a parcel's number, a user's name); null once deleted. */
  record_name: z.string().nullable(),
  ip: z.string().nullable(),
  action: z.string(),
  record_type: z.string(),
  record_id: z.number().int().nullable(),
  changes: z.record(z.string(), AuditChangeSchema),
});
export type AuditEvent = z.infer<typeof AuditEventSchema>;

const auditFilterFields = {
  actor_id: decimalNumber(MAX_ID).optional(),
  action: z.enum(AUDIT_ACTIONS, { error: 'Choose one of the listed actions.' }).optional(),
  record_type: z
    .enum(AUDIT_RECORD_TYPES, { error: 'Choose one of the listed record types.' })
    .optional(),
  record_id: decimalNumber(MAX_ID).optional(),
  from: calendarDate.optional(),
  to: calendarDate.optional(),
};

/** The filters' names, in the order the audit screen's form shows them. */
export const AUDIT_FILTER_KEYS = Object.keys(
  auditFilterFields,
) as (keyof typeof auditFilterFields)[];

const fromNotAfterTo = (filter: { from?: string | undefined; to?: string | undefined }) =>
  !filter.from || !filter.to || filter.from <= filter.to;
const endBeforeStart = { path: ['to'], error: 'The end date must be on or after the start date.' };

/**
 * GET /audit-events and its CSV export: every filter optional. `from` and `to` are UTC days,
 * both included.
 */
export const AuditFilterSchema = z.object(auditFilterFields).refine(fromNotAfterTo, endBeforeStart);
export type AuditFilter = z.infer<typeof AuditFilterSchema>;

/** The list's query: its page and the filters, one flat object as a querystring is. */
export const AuditQuerySchema = PageQuerySchema.omit({ search_term: true })
  .extend(auditFilterFields)
  .refine(fromNotAfterTo, endBeforeStart);

export const AuditListAnswerSchema = paginatedSchema(AuditEventSchema);

/** The calls on the audit trail: read and exported, never changed (decision record 0029). */
export const auditCalls = {
  list: defineCall({
    method: 'GET',
    path: '/audit-events',
    summary: 'Audit events, newest first, narrowed by the filters; page links keep them',
    query: AuditQuerySchema,
    answer: AuditListAnswerSchema,
    refusals: [401, 403, 422],
  }),
  export: defineCall({
    method: 'GET',
    path: '/audit-events/export',
    summary: 'The filtered audit events as a CSV download, newest first',
    query: AuditFilterSchema,
    answer: z.any().describe('CSV: a header row, then one line per event'),
    refusals: [401, 403, 422],
  }),
};
