import { Button, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
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
          <Stack align="flex-start">
            <Text>This application is no longer a draft: it cannot be changed.</Text>
            <Button component={Link} to={paths.myVendorApplications.show(application.id)}>
              Go to the application
            </Button>
          </Stack>
        )
      }
    </ReferencePage>
  );
}
