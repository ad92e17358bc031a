import { Anchor, Stack } from '@mantine/core';
import type { ApplicationRow } from '@portal/shared/application-lists';
import { Link } from 'react-router';
import { applicationPaths } from '../paths';
import { MyApplicationList } from './my-application-list';

// Enough for the usual applicant, who has one or two; the rest are a click away.
const SHOWN = 3;

/** The dashboard's view of the applicant's applications: the latest few, and the way to all. */
export function RecentApplications({ applications }: { applications: ApplicationRow[] }) {
  return (
    <Stack gap="sm" align="stretch">
      <MyApplicationList applications={applications.slice(0, SHOWN)} />
      {applications.length > SHOWN && (
        <Anchor component={Link} to={applicationPaths.list}>
          See all {applications.length} of your applications
        </Anchor>
      )}
    </Stack>
  );
}
