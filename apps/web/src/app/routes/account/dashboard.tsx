import { Stack, Text, Title } from '@mantine/core';
import { Role } from '@portal/shared/constants';
import type { CurrentUser } from '@portal/shared/current-user';
import { isAdminDashboard, type Dashboard } from '@portal/shared/dashboard';
import { useId, type ReactNode } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { useDashboard } from '../../../features/dashboard/api/get-dashboard';
import { AdminSection } from '../../../features/dashboard/components/admin-section';
import {
  DeveloperCards,
  seesDeveloperCards,
} from '../../../features/dashboard/components/developer-cards';
import { ServiceGrid } from '../../../features/services/components/service-grid';
import { useCurrentUser } from '../../../lib/session';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Stack component="section" aria-labelledby={titleId} gap="md">
      <Title order={2} id={titleId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Sections({ user, dashboard }: { user: CurrentUser; dashboard: Dashboard }) {
  return (
    <>
      {/* Both checks: the server sends the insights to role 1 only, and a cached answer of
          another role's must not show them. */}
      {user.role === Role.Administrator && isAdminDashboard(dashboard) && (
        <Section title="Administration">
          <AdminSection dashboard={dashboard} />
        </Section>
      )}
      <Section title="Services">
        <ServiceGrid services={dashboard.services} headingOrder={3} />
      </Section>
      {seesDeveloperCards(user.role) && (
        <Section title="Developers">
          <DeveloperCards />
        </Section>
      )}
    </>
  );
}

function DashboardBody({ user }: { user: CurrentUser }) {
  const { data, isError } = useDashboard(user.id);
  if (data) return <Sections user={user} dashboard={data} />;
  // Why not was toasted by the HTTP client.
  if (isError) return <Text>The dashboard could not be loaded.</Text>;
  return <PageLoader />;
}

export function Component() {
  // The account guards let no one in without a user.
  const user = useCurrentUser();
  return (
    <Stack gap="xl">
      <Title order={1}>Dashboard</Title>
      {user && <DashboardBody user={user} />}
    </Stack>
  );
}
