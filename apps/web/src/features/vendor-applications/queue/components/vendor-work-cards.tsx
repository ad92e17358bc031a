import { SimpleGrid } from '@mantine/core';
import type { CurrentUser } from '@portal/shared/current-user';
import { VENDOR_STAFF_PERMISSIONS } from '@portal/shared/vendor-steps';
import { CountCard } from '@web/components/count-card';
import { paths } from '@web/config/resources';
import { holds } from '@web/lib/guards';
import { useVendorCounts, type VendorFilter } from '../api/count-vendor-applications';

export type VendorCard = {
  title: string;
  /** What the number counts, under it. */
  hint: string;
  /** The queue's filter that lists what the card counts. */
  filter: VendorFilter;
  for: (user: CurrentUser) => boolean;
};

const seesEvery = (user: CurrentUser) =>
  VENDOR_STAFF_PERMISSIONS.some((permission) => holds(user, permission));
const onCommittee = (user: CurrentUser) => user.committees.length > 0;

/** The authority's part of the vendor journey, in its order: each card leads to what it counts. */
const CARDS: VendorCard[] = [
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

/** The vendor cards `user` has a use for. */
export const vendorWorkCardsFor = (user: CurrentUser): VendorCard[] =>
  CARDS.filter((card) => card.for(user));

const queueWith = (filter: VendorFilter) =>
  `${paths.vendorApplications.list}?${new URLSearchParams(filter as Record<string, string>)}`;

/** The counts of `cards`, in their order: each card's filter asked of the queue. */
export const useVendorWork = (cards: VendorCard[]) =>
  useVendorCounts(cards.map((card) => card.filter));

/**
 * The vendor journey's work at a glance (docs/product.md, "The dashboard"), beside the land
 * journey's: counts that lead to the queue, filtered to what each counts.
 */
export function VendorWorkCards({ cards, counts }: { cards: VendorCard[]; counts: number[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      {cards.map((card, index) => (
        <CountCard
          key={card.title}
          to={queueWith(card.filter)}
          title={card.title}
          count={counts[index] ?? 0}
          hint={card.hint}
        />
      ))}
    </SimpleGrid>
  );
}
