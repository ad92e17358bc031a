import { Anchor, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ApplicationRow } from '@portal/shared/application-lists';
import { Link } from 'react-router';
import { useApplication } from '../api/get-application';
import { applicationPaths } from '../paths';
import { SiteSummary } from './site-summary';

function YourSite({ row }: { row: ApplicationRow }) {
  const { data } = useApplication(row.id);
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="md"
      aria-label={`Your site, ${row.reference}`}
    >
      <Stack gap="sm">
        <Title order={3}>Your site</Title>
        <Text>
          {row.project_title ?? 'Your project'}, application{' '}
          <Anchor component={Link} to={applicationPaths.show(row.id)}>
            {row.reference}
          </Anchor>
        </Text>
        {data?.site ? (
          <SiteSummary site={data.site} />
        ) : (
          <Skeleton height={240} aria-label="Loading your site" />
        )}
      </Stack>
    </Paper>
  );
}

/** A "Your site" card for each application whose site has been handed over to the applicant. */
export function YourSites({ applications }: { applications: ApplicationRow[] }) {
  const handedOver = applications.filter((row) => row.stage === 'handed_over');
  if (handedOver.length === 0) return null;
  return (
    <Stack gap="md">
      {handedOver.map((row) => (
        <YourSite key={row.id} row={row} />
      ))}
    </Stack>
  );
}
