import { Grid, Group, Stack, Text, Title } from '@mantine/core';
import type { Application } from '@portal/shared/applications';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { RecordLoader } from '../../../components/record-loader';
import { useApplication } from '../../../features/applications/api/get-application';
import { ApplicationSummary } from '../../../features/applications/components/application-summary';
import { DocumentList } from '../../../features/applications/components/document-list';
import { InvoiceCards } from '../../../features/applications/components/invoice-cards';
import { LetterList } from '../../../features/applications/components/letter-list';
import { ScoreCards } from '../../../features/applications/components/score-cards';
import { StageBadge } from '../../../features/applications/components/stage-badge';
import { UnbrokenReference } from '../../../components/unbroken-reference';
import { StageTimeline } from '../../../features/applications/components/stage-timeline';
import { StepActions } from '../../../features/applications/components/step-actions';
import { formatDate } from '../../../lib/format';
import { holds } from '../../../lib/guards';
import { useCurrentUser } from '../../../lib/session';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <Stack component="section" aria-labelledby={id} gap="sm">
      <Title order={2} id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * One application, for its applicant and for staff alike: what the server lets the viewer see,
 * and the steps it lets them take.
 */
function ApplicationPage({ application }: { application: Application }) {
  const user = useCurrentUser();
  // Staff read documents in the browser; the applicant has their own copies.
  const isApplicant = application.applicant?.id === user?.id;
  const { scores } = application;
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Group gap="sm">
          <Text fw={700}>Stage</Text>
          <StageBadge stage={application.stage} />
        </Group>
        <Text c="dimmed">
          {application.organisation_name ?? 'Organisation not named yet'}
          {application.submitted_at && `, submitted ${formatDate(application.submitted_at)}`}
          {application.committee && `, evaluated by ${application.committee.name}`}
        </Text>
      </Stack>
      <StepActions application={application} />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="xl">
            <Section title="Invoices">
              <InvoiceCards
                invoices={application.invoices}
                linked={isApplicant || holds(user, 'payments.record')}
              />
            </Section>
            <Section title="Letters">
              <LetterList letters={application.letters} />
            </Section>
            {(scores.cards.length > 0 || scores.average !== null) && (
              <Section title="Scores">
                <ScoreCards scores={scores} />
              </Section>
            )}
            <Section title="The application">
              <ApplicationSummary application={application} />
            </Section>
            <Section title="Documents">
              <DocumentList application={application} viewable={!isApplicant} />
            </Section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Section title="Timeline">
            <StageTimeline history={application.history} />
          </Section>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

export function Component() {
  const id = Number(useParams().id);
  const query = useApplication(id);
  return (
    <Stack gap="md">
      {/* A phone fits the reference whole on a line at the size of a second-level heading. */}
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        Application{query.data && ' '}
        {query.data && <UnbrokenReference reference={query.data.reference} />}
      </Title>
      <RecordLoader query={query} noun="application">
        {(application) => <ApplicationPage application={application} />}
      </RecordLoader>
    </Stack>
  );
}
