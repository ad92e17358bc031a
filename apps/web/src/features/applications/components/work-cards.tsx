import { SimpleGrid } from '@mantine/core';
import type { ApplicationStage } from '@portal/shared/land-journey';
import type { ApplicationWork } from '@portal/shared/application-work';
import type { CurrentUser } from '@portal/shared/current-user';
import { CountCard } from '@web/components/count-card';
import { paths, screenAt } from '@web/config/resources';
import { holds, runGuards } from '@web/lib/guards';

export type WorkCard = {
  title: string;
  /** What the number counts, under it. */
  hint: string;
  to: string;
  count: (work: ApplicationWork) => number | null;
  /** Besides the guards of the list it leads to. */
  for?: (user: CurrentUser) => boolean;
};

const inStage = (stage: ApplicationStage) => (work: ApplicationWork) =>
  work.stages.find((row) => row.stage === stage)?.count ?? 0;
const queue = (query: string) => `${paths.applications.list}?${query}`;

/** The authority's part of the journey, in its order: each card leads to the list it counts. */
const CARDS: WorkCard[] = [
  {
    title: 'Under evaluation',
    hint: 'with a committee',
    to: queue('stage=under_evaluation'),
    count: inStage('under_evaluation'),
  },
  {
    title: 'Overdue',
    hint: 'past their stage’s target',
    to: queue('overdue=true'),
    count: (work) => work.overdue,
  },
  {
    title: 'Ready for an offer',
    hint: 'letter of intent accepted',
    to: queue('stage=intent_accepted'),
    count: inStage('intent_accepted'),
  },
  {
    title: 'Lease to register',
    hint: 'stand premium paid',
    to: queue('stage=premium_paid'),
    count: inStage('premium_paid'),
  },
  {
    title: 'Site to hand over',
    hint: 'lease registered',
    to: queue('stage=lease_registered'),
    count: inStage('lease_registered'),
  },
  {
    title: 'To score',
    hint: 'waiting on your scorecard',
    to: paths.applications.toEvaluate,
    count: (work) => work.to_score,
    for: (user) => user.committees.length > 0,
  },
  {
    title: 'Open invoices',
    hint: 'waiting for payment',
    to: `${paths.invoices.list}?status=open`,
    count: (work) => work.open_invoices,
    // Everyone has the invoices list, of their own: finance's is every one.
    for: (user) => holds(user, 'payments.record'),
  },
];

/** The cards `user` has a use for: those whose list they may open, and that count for them. */
export function workCardsFor(user: CurrentUser): WorkCard[] {
  return CARDS.filter((card) => {
    const guards = screenAt(card.to.split('?')[0]!)?.screen.guards ?? [];
    return (
      runGuards(guards, { user, path: card.to }).kind === 'allow' && (card.for?.(user) ?? true)
    );
  });
}

/** Staff's work at a glance (docs/product.md, "The dashboard"): counts that lead to their lists. */
export function WorkCards({ cards, work }: { cards: WorkCard[]; work: ApplicationWork }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      {cards.flatMap((card) => {
        const count = card.count(work);
        if (count === null) return [];
        return (
          <CountCard key={card.to} to={card.to} title={card.title} count={count} hint={card.hint} />
        );
      })}
    </SimpleGrid>
  );
}
