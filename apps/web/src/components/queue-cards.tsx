import { SimpleGrid } from '@mantine/core';
import type { CurrentUser } from '@portal/shared/current-user';
import { CountCard } from './count-card';
import type { ListFilter } from './data-table/use-list-counts';

/** A dashboard card counting one queue of a list: what its filter lets through. */
export type QueueCard = {
  title: string;
  /** What the number counts, under it. */
  hint: string;
  /** The list's filter that shows what the card counts. */
  filter: ListFilter;
  for: (user: CurrentUser) => boolean;
};

/** The cards of `cards` that `user` has a use for. */
export const queueCardsFor = (cards: QueueCard[], user: CurrentUser): QueueCard[] =>
  cards.filter((card) => card.for(user));

/**
 * A journey's work at a glance (docs/product.md, "The dashboard"): each card's count leads to the
 * list at `listPath`, filtered to what it counts.
 */
export function QueueCards({
  cards,
  counts,
  listPath,
}: {
  cards: QueueCard[];
  counts: number[];
  listPath: string;
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      {cards.map((card, index) => (
        <CountCard
          key={card.title}
          to={`${listPath}?${new URLSearchParams(card.filter)}`}
          title={card.title}
          count={counts[index] ?? 0}
          hint={card.hint}
        />
      ))}
    </SimpleGrid>
  );
}
