import { auditCalls, type AuditInput } from '@portal/shared/vendor-audits';
import {
  partnershipCalls,
  type RenewalInput,
  type WorkplanInput,
} from '@portal/shared/vendor-partnerships';
import { revenueCalls, type RevenueReturnInput } from '@portal/shared/vendor-revenue';
import { http } from '@web/lib/http-client';

/*
 * The partnership's steps, one function a call (docs/product.md, "The vendor partnership"): each
 * answers the server's message and record, and leaves to the screen what to read afresh.
 */

type Plan = { id: number; wid: number };

export const writeWorkplan = (id: number, body: WorkplanInput) =>
  http.call(partnershipCalls.createWorkplan, { params: { id }, body });
export const updateWorkplan = ({ id, wid }: Plan, body: WorkplanInput) =>
  http.call(partnershipCalls.updateWorkplan, { params: { id, wid }, body });
export const submitWorkplan = ({ id, wid }: Plan) =>
  http.call(partnershipCalls.submitWorkplan, { params: { id, wid } });
export const approveWorkplan = ({ id, wid }: Plan) =>
  http.call(partnershipCalls.approveWorkplan, { params: { id, wid } });
export const returnWorkplan = ({ id, wid }: Plan, note: string) =>
  http.call(partnershipCalls.returnWorkplan, { params: { id, wid }, body: { note } });

export const decideRenewal = (id: number, body: RenewalInput) =>
  http.call(partnershipCalls.renewal, { params: { id }, body });
export const terminate = (id: number, reason: string) =>
  http.call(partnershipCalls.terminate, { params: { id }, body: { reason } });

export const recordAudit = (id: number, body: AuditInput) =>
  http.call(auditCalls.record, { params: { id }, body });
export const answerFinding = (id: number, response: string) =>
  http.call(auditCalls.respond, { params: { id }, body: { response } });
export const closeFinding = (id: number, note: string | null) =>
  http.call(auditCalls.close, { params: { id }, body: { note } });
export const reopenFinding = (id: number, note: string) =>
  http.call(auditCalls.reopen, { params: { id }, body: { note } });

export const fileReturn = (id: number, body: RevenueReturnInput) =>
  http.call(revenueCalls.file, { params: { id }, body });
export const replaceReturn = (id: number, lines: RevenueReturnInput['lines']) =>
  http.call(revenueCalls.replace, { params: { id }, body: { lines } });
