import type { CurrentUser } from '@portal/shared/current-user';
import type { Permission } from '@portal/shared/permissions';
import type { QueueCard } from '@web/components/queue-cards';
import { holds } from '@web/lib/guards';

const holding =
  (...permissions: Permission[]) =>
  (user: CurrentUser) =>
    permissions.some((permission) => holds(user, permission));
const onCommittee = (user: CurrentUser) => user.committees.length > 0;

/**
 * The partnerships' queues (docs/product.md, "The dashboard"): what needs attention for whoever
 * reads them all, what waits for a step for whoever takes it; each card leads to the list,
 * filtered to what it counts.
 */
export const PARTNERSHIP_WORK_CARDS: QueueCard[] = [
  {
    title: 'Needing attention',
    hint: 'not on track, or a return, audit, finding or action behind',
    filter: { attention: 'true' },
    for: holding('vendors.view_all', 'vendors.manage', 'vendors.decide'),
  },
  {
    title: 'Workplans to approve',
    hint: 'submitted by the vendor',
    filter: { waiting: 'workplan_approval' },
    for: holding('vendors.manage'),
  },
  {
    title: 'Reviews open',
    hint: 'to score or to finalise',
    filter: { waiting: 'open_review' },
    for: (user) => onCommittee(user) || holding('vendors.decide')(user),
  },
  {
    title: 'Findings answered',
    hint: 'to close or reopen',
    filter: { waiting: 'answered_findings' },
    for: holding('vendors.manage'),
  },
  {
    title: 'Actions to verify',
    hint: 'corrective actions the vendor has done',
    filter: { waiting: 'actions_done' },
    for: holding('vendors.manage'),
  },
  {
    title: 'Renewals to decide',
    hint: 'a year with its four reviews finalised',
    filter: { waiting: 'renewal' },
    for: holding('vendors.decide'),
  },
];
