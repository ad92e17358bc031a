import { Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { MAX_TOTAL_SCORE, SCORE_CRITERIA } from '@portal/shared/application-scorecards';
import type { Application } from '@portal/shared/application-detail';
import { formatDate } from '@web/lib/format';

/**
 * The committee's scorecards as the viewer may see them (a member their own until the decision,
 * deciders all), with the average and how many members have scored.
 */
export function ScoreCards({ scores }: { scores: Application['scores'] }) {
  const { cards, members, average } = scores;
  return (
    <Stack gap="sm">
      <Text>
        {cards.length} of {members} committee {members === 1 ? 'member has' : 'members have'} scored
        {average !== null && (
          <>
            ; average <strong>{average.toFixed(1)}</strong> of {MAX_TOTAL_SCORE}
          </>
        )}
        .
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {cards.map((card) => (
          <Paper key={card.member.id} withBorder radius="md" p="md">
            <Stack gap="xs">
              <Group justify="space-between">
                <Text fw={700}>{card.member.name}</Text>
                <Text fw={700}>
                  {card.total} / {MAX_TOTAL_SCORE}
                </Text>
              </Group>
              <Table withRowBorders={false} verticalSpacing={2} fz="sm">
                <Table.Tbody>
                  {SCORE_CRITERIA.map((criterion) => (
                    <Table.Tr key={criterion.key}>
                      <Table.Th fw={400}>{criterion.label}</Table.Th>
                      <Table.Td ta="right">
                        {card.scores[criterion.key] ?? '–'} / {criterion.max}
                      </Table.Td>
                    </Table.Tr>
                  ))}
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
