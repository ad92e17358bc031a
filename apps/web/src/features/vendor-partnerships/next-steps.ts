import { EDITABLE_WORKPLAN_STATUSES } from '@portal/shared/vendor-partnership-words';
import type { Partnership } from '@portal/shared/vendor-partnerships';
import { formatDay } from '@web/lib/format';
import { partnershipPaths } from './paths';
import { quarterLabel } from './words';

/** One thing the caller has to do on a partnership, and where it is done. */
export type NextStep = { text: string; to: string; urgent: boolean };

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the vendor has to do: plan, report, file, answer and correct, the overdue first. */
function vendorSteps(partnership: Partnership): NextStep[] {
  const page = partnershipPaths.show(partnership.id);
  const steps: NextStep[] = [];
  const { actions } = partnership;
  const workplan = partnershipPaths.workplan(partnership.id);
  if (actions.includes('write_workplan') && partnership.workplan_in_force === null)
    steps.push({
      text: `Write your workplan for year ${partnership.year}`,
      to: workplan,
      urgent: true,
    });
  const open = partnership.workplans.find(
    (plan) => plan.year === partnership.year && EDITABLE_WORKPLAN_STATUSES.includes(plan.status),
  );
  if (actions.includes('edit_workplan') && open)
    steps.push({
      text:
        open.status === 'returned'
          ? 'Change your workplan as staff asked, and submit it again'
          : 'Submit your workplan for approval',
      to: open.status === 'returned' ? workplan : page,
      urgent: open.status === 'returned',
    });
  for (const review of partnership.reviews)
    if (review.actions.includes('report_actuals') && review.actuals === null)
      steps.push({
        text: `Report what you achieved in ${quarterLabel(review.quarter)}`,
        to: partnershipPaths.review(review.id),
        urgent: true,
      });
  for (const due of partnership.return_quarters)
    if (!due.filed)
      steps.push({
        text: due.overdue
          ? `File the overdue revenue return for ${quarterLabel(due.quarter)} (it was due on ${formatDay(due.due_on)})`
          : `File the revenue return for ${quarterLabel(due.quarter)} by ${formatDay(due.due_on)}`,
        to: page,
        urgent: due.overdue,
      });
  const unanswered = partnership.findings.filter((finding) => finding.status === 'open');
  if (unanswered.length > 0)
    steps.push({
      text: `Answer ${count(unanswered.length, 'audit finding', 'audit findings')}`,
      to: page,
      urgent: unanswered.some((finding) => finding.overdue),
    });
  const unfinished = partnership.corrective_actions.filter((action) =>
    ['planned', 'in_progress'].includes(action.milestone),
  );
  if (unfinished.length > 0)
    steps.push({
      text: `Carry out ${count(unfinished.length, 'corrective action', 'corrective actions')}`,
      to: page,
      urgent: unfinished.some((action) => action.overdue),
    });
  return steps;
}

/** What staff or a committee member has to do: approve, score, finalise, audit, close, renew. */
function staffSteps(partnership: Partnership, userId: number): NextStep[] {
  const page = partnershipPaths.show(partnership.id);
  const steps: NextStep[] = [];
  const { actions } = partnership;
  if (actions.includes('approve_workplan'))
    steps.push({ text: 'Approve or return the workplan submitted', to: page, urgent: false });
  for (const review of partnership.reviews) {
    const to = partnershipPaths.review(review.id);
    const quarter = quarterLabel(review.quarter);
    const scored = review.scorecards.some((card) => card.member.id === userId);
    if (review.actions.includes('score') && !scored)
      steps.push({ text: `Score the review of ${quarter}`, to, urgent: false });
    if (review.actions.includes('finalise'))
      steps.push({ text: `Finalise the review of ${quarter}`, to, urgent: false });
  }
  if (actions.includes('record_audit') && partnership.audit_overdue)
    steps.push({
      text: `Record the data-security audit: it was due on ${formatDay(partnership.audit_due_on)}`,
      to: page,
      urgent: true,
    });
  const answered = partnership.findings.filter((finding) => finding.status === 'responded');
  if (actions.includes('close_findings') && answered.length > 0)
    steps.push({
      text: `Close or reopen ${count(answered.length, 'answered finding', 'answered findings')}`,
      to: page,
      urgent: false,
    });
  const done = partnership.corrective_actions.filter((action) => action.milestone === 'done');
  if (actions.includes('verify_actions') && done.length > 0)
    steps.push({
      text: `Verify ${count(done.length, 'corrective action', 'corrective actions')} done`,
      to: page,
      urgent: false,
    });
  if (actions.includes('decide_renewal'))
    steps.push({
      text: `Decide whether to renew year ${partnership.year}`,
      to: page,
      urgent: true,
    });
  return steps;
}

/**
 * What the caller has to do on the partnership now (docs/product.md, "The vendor partnership"),
 * the urgent first: the partnership's page lists them, and the vendor's dashboard leads to the
 * first. Read from what the server says the caller may do, and from where each record stands.
 */
export function nextSteps(partnership: Partnership, userId: number): NextStep[] {
  const steps =
    partnership.vendor_id === userId ? vendorSteps(partnership) : staffSteps(partnership, userId);
  return [...steps.filter((step) => step.urgent), ...steps.filter((step) => !step.urgent)];
}
