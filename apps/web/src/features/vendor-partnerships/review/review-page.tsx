import { Anchor, List, Paper, Stack, Table, Text } from '@mantine/core';
import { LEAD_STAGE_LABELS } from '@portal/shared/vendor-partnership-words';
import type { Partnership } from '@portal/shared/vendor-partnerships';
import { reviewCalls, type Review } from '@portal/shared/vendor-reviews';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ScoreCards } from '@web/components/applications/score-cards';
import { PageSection } from '@web/components/page-section';
import { ScrollTable } from '@web/components/scroll-table';
import { SummaryTable, type SummaryRow } from '@web/components/summary-table';
import { StatusBadge } from '@web/components/status-badge';
import { formatDate, formatNairobiMoment } from '@web/lib/format';
import { useCurrentUser } from '@web/lib/session';
import { usePartnershipChanged } from '../api/partnerships';
import { reviewQuery } from '../api/reviews';
import { MilestoneBadge, StandingBadge } from '../components/badges';
import { EvidencePanel } from '../components/evidence-panel';
import { partnershipPaths } from '../paths';
import { moneyOf, quarterWithMonths } from '../words';
import { ActualsForm } from './actuals-form';
import { FinaliseForm } from './finalise-form';
import { ReviewScoreForm } from './review-score-form';

function factsOf(review: Review, partnership: Partnership): SummaryRow[] {
  return [
    [
      'Partnership',
      <Anchor key="partnership" component={Link} to={partnershipPaths.show(partnership.id)}>
        {partnership.vendor}, year {review.year}
      </Anchor>,
    ],
    ['Quarter', quarterWithMonths(review.quarter)],
    [
      'Status',
      review.status === 'finalised' ? (
        <StatusBadge key="status" tone="positive">
          Finalised
        </StatusBadge>
      ) : (
        <StatusBadge key="status" tone="caution">
          Open
        </StatusBadge>
      ),
    ],
    ['Opened', formatNairobiMoment(review.opened_at)],
    [
      'Scored against',
      review.workplan ? `Workplan version ${review.workplan.version}` : 'No approved workplan',
    ],
    ...(review.status === 'finalised'
      ? ([
          ['Total', `${review.total?.toFixed(2)} out of 100`],
          ['Standing', <StandingBadge key="standing" standing={review.standing} />],
          [
            'Finalised',
            `${formatDate(review.finalised_at!)}${review.finalised_by ? ` by ${review.finalised_by}` : ''}`,
          ],
        ] as SummaryRow[])
      : []),
  ];
}

/** The quarter's targets beside what the vendor reported. */
function AgainstTargets({ review, currency }: { review: Review; currency: string }) {
  const money = (amount: number) => moneyOf(amount, currency);
  const { targets, actuals } = review;
  const rows: [string, string, string][] = [
    [
      'Customers won',
      targets ? String(targets.customers) : '—',
      actuals ? String(actuals.customers_won.length) : 'Not reported',
    ],
    [
      'Revenue earned',
      targets ? money(targets.revenue) : '—',
      actuals ? money(actuals.revenue) : 'Not reported',
    ],
  ];
  return (
    <ScrollTable label="Targets and actuals" minWidth={320}>
      <Table withTableBorder captionSide="top">
        <Table.Caption>The quarter&apos;s targets and what was reported</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Measure</Table.Th>
            <Table.Th scope="col" ta="right">
              Target
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Actual
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(([measure, target, actual]) => (
            <Table.Tr key={measure}>
              <Table.Th scope="row" fw="normal">
                {measure}
              </Table.Th>
              <Table.Td ta="right">{target}</Table.Td>
              <Table.Td ta="right">{actual}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/** What the vendor reported, named: customers, leads and activities. */
function Reported({ review }: { review: Review }) {
  const { actuals } = review;
  if (!actuals) return <Text>The vendor has not reported this quarter yet.</Text>;
  const listed = (title: string, items: string[]) => (
    <Stack gap={2}>
      <Text fw={600}>{title}</Text>
      {items.length === 0 ? (
        <Text size="sm">None.</Text>
      ) : (
        <List size="sm">
          {items.map((item, index) => (
            <List.Item key={`${item} ${index}`}>{item}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
  return (
    <Stack gap="sm">
      <Text size="sm">Reported {formatNairobiMoment(review.actuals_reported_at!)}.</Text>
      {listed('Customers won', actuals.customers_won)}
      {listed(
        'Leads that moved',
        actuals.leads.map((lead) => `${lead.name}: ${LEAD_STAGE_LABELS[lead.stage].toLowerCase()}`),
      )}
      {listed('Activities carried out', actuals.activities_done)}
    </Stack>
  );
}

/**
 * One quarter's review (docs/product.md, "The vendor partnership"): its targets against what was
 * reported; the vendor reports, committee members score, and whoever decides or chairs finalises
 * it with a corrective plan when it is not on track. Once finalised it is shown as it was kept.
 */
export function ReviewPage({ review, partnership }: { review: Review; partnership: Partnership }) {
  const queryClient = useQueryClient();
  const partnershipChanged = usePartnershipChanged(partnership.id);
  const userId = useCurrentUser()?.id ?? 0;
  const changed = (updated: Review) => {
    queryClient.setQueryData(reviewQuery(review.id).queryKey, updated);
    partnershipChanged();
  };
  const plan = partnership.workplans.find((one) => one.id === review.workplan?.id);
  const planned = (plan?.activities ?? [])
    .filter((activity) => activity.quarter === review.quarter)
    .map((activity) => activity.title);
  const criteria = review.criteria.map(({ key, label, points }) => ({ key, label, max: points }));
  const sees = review.scorecards.length > 0;
  return (
    <Stack gap="xl">
      <SummaryTable rows={factsOf(review, partnership)} />
      <PageSection title="Targets and actuals">
        <AgainstTargets review={review} currency={partnership.currency} />
        <Reported review={review} />
      </PageSection>
      <PageSection title="Evidence">
        <EvidencePanel
          holderId={review.id}
          calls={reviewCalls}
          evidence={review.evidence}
          mayChange={review.actions.includes('report_actuals')}
          viewable={partnership.vendor_id !== userId}
          onChanged={() =>
            void queryClient.invalidateQueries({ queryKey: reviewQuery(review.id).queryKey })
          }
        />
      </PageSection>
      {review.actions.includes('report_actuals') && (
        <PageSection title={review.actuals ? 'Report the quarter again' : 'Report the quarter'}>
          <Paper withBorder radius="md" p="md">
            <ActualsForm review={review} planned={planned} onReported={changed} />
          </Paper>
        </PageSection>
      )}
      {sees && (
        <PageSection title="Scorecards">
          <ScoreCards
            scores={{ cards: review.scorecards, average: review.total }}
            criteria={criteria}
          />
        </PageSection>
      )}
      {review.actions.includes('score') && (
        <PageSection title="Your scorecard">
          <Paper withBorder radius="md" p="md">
            <ReviewScoreForm review={review} userId={userId} onScored={changed} />
          </Paper>
        </PageSection>
      )}
      {review.actions.includes('finalise') && (
        <PageSection title="Finalise the review">
          <Paper withBorder radius="md" p="md">
            <FinaliseForm review={review} onFinalised={changed} />
          </Paper>
        </PageSection>
      )}
      {review.corrective_actions.length > 0 && (
        <PageSection title="Corrective action plan">
          <List spacing="xs">
            {review.corrective_actions.map((action) => (
              <List.Item key={action.id}>
                {action.title}: {action.owner}, due {action.due_on}{' '}
                <MilestoneBadge milestone={action.milestone} overdue={action.overdue} />
              </List.Item>
            ))}
          </List>
        </PageSection>
      )}
    </Stack>
  );
}
