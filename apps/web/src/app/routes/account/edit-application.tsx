import { mayTakeStep } from '@portal/shared/application-steps';
import type { Application } from '@portal/shared/application-detail';
import { useState } from 'react';
import { useParams } from 'react-router';
import { NoLongerDraft } from '@web/components/applications/no-longer-draft';
import { ReferencePage } from '@web/components/reference-page';
import { useApplication } from '@web/features/applications/api/get-application';
import { useHomeLookups } from '@web/features/auth/api/get-home-lookups';
import { ApplicationForm } from '@web/features/applications/components/application-form';
import { SubmittedPanel } from '@web/features/applications/components/submitted-panel';
import { applicationPaths } from '@web/features/applications/paths';
import { PayInvoice } from '@web/features/payments/components/pay-invoice';
import { payable } from '@web/features/payments/payable';

export function Component() {
  // An id that is not a number is refused by the server (404) like any unknown one.
  const id = Number(useParams().id);
  const query = useApplication(id);
  const home = useHomeLookups();
  // Once sent, the application is no longer editable: the confirmation takes the form's place.
  const [sent, setSent] = useState<Application | null>(null);
  if (sent) {
    return (
      <SubmittedPanel
        application={sent}
        pay={(invoice) => <PayInvoice invoice={payable(invoice)} />}
      />
    );
  }
  return (
    <ReferencePage
      title="Your application"
      reference={(application) => application.reference}
      gap="lg"
      query={query}
      noun="application"
      back={{ to: applicationPaths.list, label: 'Back to my applications' }}
    >
      {(application) =>
        mayTakeStep('edit', application.stage) ? (
          // Keyed by the id: another application gets a fresh form, not this one's values.
          <ApplicationForm
            key={application.id}
            application={application}
            countries={home.data?.countries ?? []}
            loadingCountries={home.isPending}
            onSent={setSent}
          />
        ) : (
          <NoLongerDraft pagePath={applicationPaths.show(application.id)} />
        )
      }
    </ReferencePage>
  );
}
