import { Grid, Group, Stack, Text } from '@mantine/core';
import type { Application } from '@portal/shared/application-detail';
import { SCORE_CRITERIA } from '@portal/shared/application-scorecards';
import { useParams } from 'react-router';
import { LetterList } from '@web/components/applications/letter-list';
import { ScoreCards } from '@web/components/applications/score-cards';
import { StageBadge } from '@web/components/applications/stage-badge';
import { StageTimeline } from '@web/components/applications/stage-timeline';
import { StepActions } from '@web/components/applications/step-actions';
import { PageSection } from '@web/components/page-section';
import { ReferencePage } from '@web/components/reference-page';
import { useApplication } from '@web/features/applications/api/get-application';
import { ApplicationSummary } from '@web/features/applications/components/application-summary';
import { DocumentList } from '@web/features/applications/components/document-list';
import { InvoiceCards } from '@web/features/applications/components/invoice-cards';
import { SiteSummary } from '@web/features/applications/components/site-summary';
import { paymentNotice } from '@web/features/applications/components/payment-notice';
import { stepForms } from '@web/features/applications/steps';
import { formatDate } from '@web/lib/format';
import { holds } from '@web/lib/guards';
import { useCurrentUser } from '@web/lib/session';

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
          <StageBadge journey="land" stage={application.stage} />
        </Group>
        <Text c="dimmed">
          {application.organisation_name ?? 'Organisation not named yet'}
          {application.submitted_at && `, submitted ${formatDate(application.submitted_at)}`}
          {application.committee && `, evaluated by ${application.committee.name}`}
        </Text>
      </Stack>
      <StepActions
        application={application}
        forms={stepForms}
        notice={(offering) => paymentNotice(application.stage, offering)}
      />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="xl">
            {application.site && (
              <PageSection title={isApplicant ? 'Your site' : 'The site'}>
                <SiteSummary site={application.site} />
              </PageSection>
            )}
            <PageSection title="Invoices">
              <InvoiceCards
                invoices={application.invoices}
                linked={isApplicant || holds(user, 'payments.record')}
              />
            </PageSection>
            <PageSection title="Letters">
              <LetterList letters={application.letters} />
            </PageSection>
            {(scores.cards.length > 0 || scores.average !== null) && (
              <PageSection title="Scores">
                <ScoreCards scores={scores} criteria={SCORE_CRITERIA} />
              </PageSection>
            )}
            <PageSection title="The application">
              <ApplicationSummary application={application} />
            </PageSection>
            <PageSection title="Documents">
              <DocumentList application={application} viewable={!isApplicant} />
            </PageSection>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <PageSection title="Timeline">
            <StageTimeline journey="land" history={application.history} />
          </PageSection>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

export function Component() {
  const id = Number(useParams().id);
  const query = useApplication(id);
  return (
    <ReferencePage
      title="Application"
      reference={(application) => application.reference}
      query={query}
      noun="application"
    >
      {(application) => <ApplicationPage application={application} />}
    </ReferencePage>
  );
}
