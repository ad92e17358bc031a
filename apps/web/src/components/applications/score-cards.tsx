import { Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { formatDate } from '@web/lib/format';

/** A criterion of a journey's table, with the points it is worth. */
export type ScoreCriterion = { key: string; label: string; max: number };

/** A member's card as the server answers it; a criterion not applicable is null. */
type Scorecard = {
  member: { id: number; name: string };
  scores: Record<string, number | null>;
  total: number;
  /** Some criterion was not applicable: the total is out of 100 over those that apply. */
  scaled?: boolean;
  comment: string | null;
  updated_at: string;
};

/** The scorecards of an application as the server lets the viewer see them. */
export type ScoresView = {
  cards: Scorecard[];
  /** How many sit on the committee; unknown where a review keeps only who has scored. */
  members?: number;
  average: number | null;
};

type ScoreCardsProps = {
  scores: ScoresView;
  criteria: readonly ScoreCriterion[];
};

/**
 * The committee's scorecards as the viewer may see them (a member their own until the decision,
 * deciders all), with the average and how many members have scored.
 */
export function ScoreCards({ scores, criteria }: ScoreCardsProps) {
  const { cards, members, average } = scores;
  const outOf = criteria.reduce((sum, criterion) => sum + criterion.max, 0);
  return (
    <Stack gap="sm">
      <Text>
        {members === undefined
          ? `${cards.length} committee ${cards.length === 1 ? 'member has' : 'members have'} scored`
          : `${cards.length} of ${members} committee ${members === 1 ? 'member has' : 'members have'} scored`}
        {average !== null && (
          <>
            ; average <strong>{average.toFixed(1)}</strong> of {outOf}
          </>
        )}
        .
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {cards.map((card) => (
          <Paper key={card.member.id} withBorder radius="md" p="md">
            <Stack gap="xs">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Text fw={700}>{card.member.name}</Text>
                <Stack gap={0} align="flex-end">
                  <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                    {card.total} / {outOf}
                  </Text>
                  {card.scaled && (
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      scaled to {outOf}
                    </Text>
                  )}
                </Stack>
              </Group>
              <Table withRowBorders={false} verticalSpacing={2} fz="sm">
                <Table.Tbody>
                  {criteria.map((criterion) => {
                    const given = card.scores[criterion.key];
                    return (
                      <Table.Tr key={criterion.key}>
                        <Table.Th fw={400}>{criterion.label}</Table.Th>
                        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                          {given === null ? 'Not applicable' : `${given ?? '–'} / ${criterion.max}`}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
              {card.comment && (
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {card.comment}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                Updated {formatDate(card.updated_at)}
              </Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
