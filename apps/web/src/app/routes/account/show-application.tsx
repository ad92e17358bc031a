import type { Application } from '@portal/shared/application-detail';
import { SCORE_CRITERIA } from '@portal/shared/application-scorecards';
import { useParams } from 'react-router';
import {
  ApplicationPageLayout,
  LettersAndScores,
} from '@web/components/applications/application-page-layout';
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
import { PayInvoice } from '@web/features/payments/components/pay-invoice';
import { payable } from '@web/features/payments/payable';
import { stepForms } from '@web/features/applications/steps';
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
  return (
    <ApplicationPageLayout
      application={application}
      badge={<StageBadge journey="land" stage={application.stage} />}
      actions={
        <StepActions
          application={application}
          forms={stepForms}
          notice={(offering) => paymentNotice(application.stage, offering)}
        />
      }
      timeline={<StageTimeline journey="land" history={application.history} />}
    >
      {application.site && (
        <PageSection title={isApplicant ? 'Your site' : 'The site'}>
          <SiteSummary site={application.site} />
        </PageSection>
      )}
      <PageSection title="Invoices">
        <InvoiceCards
          invoices={application.invoices}
          linked={isApplicant || holds(user, 'payments.record')}
          pay={isApplicant ? (invoice) => <PayInvoice invoice={payable(invoice)} /> : undefined}
        />
      </PageSection>
      <LettersAndScores
        letters={application.letters}
        scores={application.scores}
        criteria={SCORE_CRITERIA}
      />
      <PageSection title="The application">
        <ApplicationSummary application={application} />
      </PageSection>
      <PageSection title="Documents">
        <DocumentList application={application} viewable={!isApplicant} />
      </PageSection>
    </ApplicationPageLayout>
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
