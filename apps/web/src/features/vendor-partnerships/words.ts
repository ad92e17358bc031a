import { formatMoney } from '@portal/shared/money';
import { quarterFirstDay, quarterLastDay } from '@portal/shared/calendar';
import type { PartnershipQueue } from '@portal/shared/vendor-partnership-words';
import type { PartnershipRow } from '@portal/shared/vendor-partnerships';

const monthName = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });

/** '2026-Q4' as a reader says it: 'Q4 2026'. */
export const quarterLabel = (quarter: string) => `${quarter.slice(5)} ${quarter.slice(0, 4)}`;

/** '2026-Q4' with its months: 'Q4 2026 (October to December)'. */
export const quarterWithMonths = (quarter: string) =>
  `${quarterLabel(quarter)} (${monthName(quarterFirstDay(quarter))} to ${monthName(quarterLastDay(quarter))})`;

/** Money of the partnership's currency, in its major units. */
export const moneyOf = (amount: number, currency: string) => formatMoney({ amount, currency });

/** A share in basis points as a percentage: 1250 is '12.5 %'. */
export const sharePercent = (bps: number) =>
  `${(bps / 100).toLocaleString('en-GB', { maximumFractionDigits: 2 })} %`;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Why a partnership needs staff's attention, one phrase a cause; none when it does not. */
export function attentionReasons(row: PartnershipRow): string[] {
  const reasons: string[] = [];
  if (row.standing === 'needs_improvement') reasons.push('Last review: needs improvement');
  if (row.standing === 'at_risk') reasons.push('Last review: at risk');
  if (row.overdue_returns > 0)
    reasons.push(`${plural(row.overdue_returns, 'revenue return', 'revenue returns')} overdue`);
  if (row.audit_overdue) reasons.push('Data-security audit overdue');
  if (row.open_critical_findings > 0)
    reasons.push(
      `${plural(row.open_critical_findings, 'critical finding', 'critical findings')} open`,
    );
  if (row.actions_past_due > 0)
    reasons.push(
      `${plural(row.actions_past_due, 'corrective action', 'corrective actions')} past due`,
    );
  return reasons;
}

/** What each queue of the list waits for, as its filter and its dashboard card say. */
export const QUEUE_LABELS: Record<PartnershipQueue, string> = {
  workplan_approval: 'Workplan approval',
  open_review: 'Review scores or finalising',
  answered_findings: 'Answered findings to close',
  actions_done: 'Actions done to verify',
  renewal: 'Renewal decision',
};
