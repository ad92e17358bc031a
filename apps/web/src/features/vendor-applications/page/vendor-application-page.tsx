import { Text } from '@mantine/core';
import type { VendorApplication } from '@portal/shared/vendor-applications';
import { VENDOR_CRITERIA } from '@portal/shared/vendor-journey';
import {
  ApplicationPageLayout,
  LettersAndScores,
} from '@web/components/applications/application-page-layout';
import { StageBadge } from '@web/components/applications/stage-badge';
import { StageTimeline } from '@web/components/applications/stage-timeline';
import { StepActions } from '@web/components/applications/step-actions';
import { PageSection } from '@web/components/page-section';
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
  return (
    <ApplicationPageLayout
      application={application}
      badge={<StageBadge journey="vendor" stage={application.stage} />}
      timing={<TimeInStage application={application} />}
      actions={<StepActions application={application} forms={vendorStepForms} />}
      timeline={
        <StageTimeline
          journey="vendor"
          history={application.history}
          titleOf={vendorTimelineTitle}
        />
      }
    >
      <PageSection title={isVendor ? 'Your solutions' : 'Solutions'}>
        {application.solutions.length === 0 ? (
          <Text c="dimmed">No solutions yet.</Text>
        ) : (
          application.solutions.map((solution) => (
            <SolutionCard key={solution.id} solution={solution} />
          ))
        )}
      </PageSection>
      <LettersAndScores
        letters={application.letters}
        scores={application.scores}
        criteria={criteria}
      />
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
    </ApplicationPageLayout>
  );
}
