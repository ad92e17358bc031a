import { Grid, Group, Stack, Text } from '@mantine/core';
import type { VendorApplication } from '@portal/shared/vendor-applications';
import { VENDOR_CRITERIA } from '@portal/shared/vendor-journey';
import { LetterList } from '@web/components/applications/letter-list';
import { ScoreCards } from '@web/components/applications/score-cards';
import { StageBadge } from '@web/components/applications/stage-badge';
import { StageTimeline } from '@web/components/applications/stage-timeline';
import { StepActions } from '@web/components/applications/step-actions';
import { PageSection } from '@web/components/page-section';
import { formatDate } from '@web/lib/format';
import { useCurrentUser } from '@web/lib/session';
import { vendorStepForms } from '../steps';
import { CallSummary } from './call-summary';
import { OrganisationSummary } from './organisation-summary';
import { SolutionCard } from './solution-card';
import { TimeInStage } from './time-in-stage';
import { vendorTimelineTitle } from './timeline-titles';
import { VendorDocumentList } from './vendor-document-list';

/** The 100-point table as the score cards read it. */
const criteria = VENDOR_CRITERIA.map(({ key, label, points }) => ({ key, label, max: points }));

/**
 * One vendor application, for the vendor and for staff alike: what the server lets the viewer
 * see, and the steps it lets them take (docs/product.md, "Software and cloud vendors").
 */
export function VendorApplicationPage({ application }: { application: VendorApplication }) {
  const user = useCurrentUser();
  // Staff read documents in the browser; the vendor has their own copies.
  const isVendor = application.applicant?.id === user?.id;
  const { scores } = application;
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Group gap="sm">
          <Text fw={700}>Stage</Text>
          <StageBadge journey="vendor" stage={application.stage} />
        </Group>
        <TimeInStage application={application} />
        <Text c="dimmed">
          {application.organisation_name ?? 'Organisation not named yet'}
          {application.submitted_at && `, submitted ${formatDate(application.submitted_at)}`}
          {application.committee && `, evaluated by ${application.committee.name}`}
        </Text>
      </Stack>
      <StepActions application={application} forms={vendorStepForms} />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="xl">
            <PageSection title={isVendor ? 'Your solutions' : 'Solutions'}>
              {application.solutions.length === 0 ? (
                <Text c="dimmed">No solutions yet.</Text>
              ) : (
                application.solutions.map((solution) => (
                  <SolutionCard key={solution.id} solution={solution} />
                ))
              )}
            </PageSection>
            <PageSection title="Letters">
              <LetterList letters={application.letters} />
            </PageSection>
            {(scores.cards.length > 0 || scores.average !== null) && (
              <PageSection title="Scores">
                <ScoreCards scores={scores} criteria={criteria} />
              </PageSection>
            )}
            <PageSection title="The call">
              <CallSummary call={application.call} />
            </PageSection>
            <PageSection title={isVendor ? 'Your organisation' : 'The organisation'}>
              <OrganisationSummary application={application} />
            </PageSection>
            <PageSection title="Documents">
              <VendorDocumentList
                application={application}
                removable={isVendor && application.actions.includes('add_document')}
                viewable={!isVendor}
              />
            </PageSection>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <PageSection title="Timeline">
            <StageTimeline
              journey="vendor"
              history={application.history}
              titleOf={vendorTimelineTitle}
            />
          </PageSection>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
