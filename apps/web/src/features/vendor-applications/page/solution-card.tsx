import { Anchor, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { letterVerificationPath } from '@portal/shared/letters';
import { SERVICE_MODEL_LABELS, type Solution } from '@portal/shared/vendor-applications';
import {
  CITY_DATA_CENTRE,
  CITY_DATA_CENTRE_LABEL,
  SOLUTION_CATEGORY_LABELS,
} from '@portal/shared/vendor-journey';
import { SummaryTable, type SummaryRow } from '@web/components/summary-table';
import { formatDay } from '@web/lib/format';
import { ReviewStatusBadge } from './review-status-badge';

const countryName = new Intl.DisplayNames(['en'], { type: 'region' });

/** Where the solution keeps its customers' data: the facility, then its country. */
const whereStored = ({
  data_location_facility: facility,
  data_location_country: country,
}: Solution) =>
  `${facility === CITY_DATA_CENTRE ? CITY_DATA_CENTRE_LABEL : facility}, ${countryName.of(country) ?? country}`;

const longText = (text: string) => (
  <Text inherit style={{ whiteSpace: 'pre-line' }}>
    {text}
  </Text>
);

function certificationList({ certifications }: Solution) {
  if (certifications.length === 0) return <Text inherit>None</Text>;
  return (
    <List size="sm" spacing={2}>
      {certifications.map((certification) => {
        const name = certification.name === 'other' ? certification.other : certification.name;
        return (
          <List.Item key={`${name}-${certification.expires_on}`}>
            {name}, expires {formatDay(certification.expires_on)}
          </List.Item>
        );
      })}
    </List>
  );
}

/**
 * One solution as the committee reviews it and the register will show it: what it is, where its
 * data is kept, its certifications, and once decided its status, conditions and register code.
 */
export function SolutionCard({ solution }: { solution: Solution }) {
  const rows: SummaryRow[] = [
    ['Category', SOLUTION_CATEGORY_LABELS[solution.category]],
    ['Service model', SERVICE_MODEL_LABELS[solution.service_model]],
    ['Data stored', whereStored(solution)],
    ['Certifications', certificationList(solution)],
    ['Description', longText(solution.description)],
    ['Exit plan', longText(solution.exit_plan)],
  ];
  return (
    <Paper component="article" withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} style={{ overflowWrap: 'anywhere' }}>
            {solution.name}
          </Title>
          {solution.review_status && <ReviewStatusBadge status={solution.review_status} />}
        </Group>
        {solution.code && (
          <Text size="sm">
            Register code{' '}
            {/* The one verification page checks a solution's code as it does a letter's. */}
            <Anchor href={letterVerificationPath(solution.code)} ff="monospace">
              {solution.code}
            </Anchor>
          </Text>
        )}
        {solution.conditions.length > 0 && (
          <Stack gap={4}>
            <Text fw={700}>Conditions</Text>
            <List spacing={4}>
              {solution.conditions.map((condition) => (
                <List.Item key={condition.id}>
                  <Text inherit style={{ whiteSpace: 'pre-line' }}>
                    {condition.text}
                  </Text>
                  <Text size="sm" c="dimmed">
                    Due by {formatDay(condition.due_on)}
                  </Text>
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
        <SummaryTable rows={rows} />
      </Stack>
    </Paper>
  );
}
