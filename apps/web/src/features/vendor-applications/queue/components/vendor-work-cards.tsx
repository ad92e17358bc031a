import type { CurrentUser } from '@portal/shared/current-user';
import { VENDOR_STAFF_PERMISSIONS } from '@portal/shared/vendor-steps';
import type { QueueCard } from '@web/components/queue-cards';
import { holds } from '@web/lib/guards';

const seesEvery = (user: CurrentUser) =>
  VENDOR_STAFF_PERMISSIONS.some((permission) => holds(user, permission));
const onCommittee = (user: CurrentUser) => user.committees.length > 0;

/**
 * The authority's part of the vendor journey, in its order (docs/product.md, "The dashboard"):
 * each card counts a filter of the queue and leads to it.
 */
export const VENDOR_WORK_CARDS: QueueCard[] = [
  {
    title: 'To assign',
    hint: 'submitted, waiting for a committee',
    filter: { stage: 'submitted' },
    for: seesEvery,
  },
  {
    title: 'Under evaluation',
    hint: 'with a committee',
    filter: { stage: 'under_evaluation' },
    for: seesEvery,
  },
  {
    title: 'Clarification requested',
    hint: 'waiting on the vendor',
    filter: { stage: 'clarification_requested' },
    for: seesEvery,
  },
  {
    title: 'Overdue',
    hint: 'past their stage’s target',
    filter: { overdue: 'true' },
    for: seesEvery,
  },
  {
    title: 'To evaluate',
    hint: 'with a committee you sit on',
    filter: { to_evaluate: 'true' },
    for: onCommittee,
  },
];
