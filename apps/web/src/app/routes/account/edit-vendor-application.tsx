import { useParams } from 'react-router';
import { NoLongerDraft } from '@web/components/applications/no-longer-draft';
import { ReferencePage } from '@web/components/reference-page';
import { paths } from '@web/config/resources';
import { useHomeLookups } from '@web/features/auth/api/get-home-lookups';
import { useVendorApplication } from '@web/features/vendor-applications/api/get-vendor-application';
import { VendorApplicationForm } from '@web/features/vendor-applications/form/vendor-application-form';

export function Component() {
  // An id that is not a number is refused by the server (404) like any unknown one.
  const id = Number(useParams().id);
  const query = useVendorApplication(id);
  const home = useHomeLookups();
  return (
    <ReferencePage
      title="Your vendor application"
      reference={(application) => application.reference}
      gap="lg"
      query={query}
      noun="application"
      back={{ to: paths.myVendorApplications.list, label: 'Back to my vendor applications' }}
    >
      {(application) =>
        application.actions.includes('edit') ? (
          // Keyed by the id: another application gets a fresh form, not this one's values.
          <VendorApplicationForm
            key={application.id}
            application={application}
            countries={home.data?.countries ?? []}
            loadingCountries={home.isPending}
          />
        ) : (
          <NoLongerDraft pagePath={paths.myVendorApplications.show(application.id)} />
        )
      }
    </ReferencePage>
  );
}
