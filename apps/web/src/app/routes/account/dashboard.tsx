import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { holds } from '@web/lib/guards';
import type { CurrentUser } from '@portal/shared/current-user';
import { isAdminDashboard } from '@portal/shared/dashboard';
import { vendorApplicationCalls } from '@portal/shared/vendor-applications';
import { partnershipCalls } from '@portal/shared/vendor-partnerships';
import { useListCounts } from '@web/components/data-table/use-list-counts';
import type { ListCall } from '@web/components/data-table/use-filtered-list';
import { LinkCard } from '@web/components/link-card';
import { QueueCards, queueCardsFor, type QueueCard } from '@web/components/queue-cards';
import { paths } from '@web/config/resources';
import { LoadFailed } from '@web/components/load-failed';
import { PageSection } from '@web/components/page-section';
import {
  useApplicantNextStep,
  useOwnApplications,
} from '@web/features/applications/api/get-applications';
import { useApplicationWork } from '@web/features/applications/api/get-work';
import { RecentApplications } from '@web/features/applications/components/recent-applications';
import {
  WorkCards,
  workCardsFor,
  type WorkCard,
} from '@web/features/applications/components/work-cards';
import { YourSites } from '@web/features/applications/components/your-sites';
import { useDashboard } from '@web/features/dashboard/api/get-dashboard';
import { AdminSection } from '@web/features/dashboard/components/admin-section';
import {
  DeveloperCards,
  seesDeveloperCards,
} from '@web/features/dashboard/components/developer-cards';
import { NoServices } from '@web/features/dashboard/components/no-services';
import { SectionSkeleton } from '@web/features/dashboard/components/section-skeleton';
import { YourNextStep } from '@web/features/dashboard/components/your-next-step';
import { useProfile } from '@web/features/profile/api/get-profile';
import { ServiceGrid } from '@web/features/services/components/service-grid';
import { isStaff, staffAreasOf } from '@web/features/shell/staff-areas';
import { VENDOR_WORK_CARDS } from '@web/features/vendor-applications/queue/components/vendor-work-cards';
import { PartnershipNextStep } from '@web/features/vendor-partnerships/components/partnership-next-step';
import { PARTNERSHIP_WORK_CARDS } from '@web/features/vendor-partnerships/components/partnership-work-cards';
import { partnershipPaths } from '@web/features/vendor-partnerships/paths';
import { ApplyAsVendor } from '@web/features/vendor-applications/form/apply-as-vendor';
import { UtilitiesCard } from '@web/features/utilities/components/utilities-card';
import { useCurrentUser } from '@web/lib/session';

function NextStepOf({ user }: { user: CurrentUser }) {
  return (
    <YourNextStep
      name={user.name}
      profile={useProfile(user.id)}
      service={useApplicantNextStep(user.id)}
    />
  );
}

const workGrid = { base: 1, xs: 2, md: 4 };

/** A journey's cards under its name, where both journeys' show: their cards share titles. */
function JourneyWork({ title, children }: { title: string | null; children: ReactNode }) {
  if (title === null) return children;
  return (
    <Stack gap="sm">
      <Title order={3}>{title}</Title>
      {children}
    </Stack>
  );
}

function LandWork({ cards }: { cards: WorkCard[] }) {
  const work = useApplicationWork();
  if (work.data) return <WorkCards cards={cards} work={work.data} />;
  if (work.isError)
    return (
      <LoadFailed message="Your work could not be counted." onRetry={() => void work.refetch()} />
    );
  return (
    <SectionSkeleton label="Loading your work" blocks={cards.length} height={120} cols={workGrid} />
  );
}

/** A list's queues as cards: counted by `call`, each leading to the list at `listPath`. */
function QueueWork<Row>({
  cards,
  call,
  listPath,
  noun,
}: {
  cards: QueueCard[];
  call: ListCall<Row>;
  listPath: string;
  /** What the list holds: 'vendor applications'. */
  noun: string;
}) {
  const work = useListCounts(
    call,
    cards.map((card) => card.filter),
  );
  if (work.counts) return <QueueCards cards={cards} counts={work.counts} listPath={listPath} />;
  if (work.isError)
    return <LoadFailed message={`The ${noun} could not be counted.`} onRetry={work.retry} />;
  return (
    <SectionSkeleton
      label={`Counting the ${noun}`}
      blocks={cards.length}
      height={120}
      cols={workGrid}
    />
  );
}

/**
 * The staff's work (docs/product.md, "The dashboard"): the counts of each journey for whoever has
 * a card to see, else the back-office screens their role opens.
 */
function WorkOf({ user }: { user: CurrentUser }) {
  const cards = workCardsFor(user);
  const vendorCards = queueCardsFor(VENDOR_WORK_CARDS, user);
  const partnershipCards = queueCardsFor(PARTNERSHIP_WORK_CARDS, user);
  const journeys = [cards, vendorCards, partnershipCards].filter((some) => some.length > 0);
  if (journeys.length === 0) {
    return (
      <PageSection gap="md" title="Your work">
        <SimpleGrid cols={workGrid}>
          {staffAreasOf(user).map((area) => (
            <LinkCard key={area.to} to={area.to} title={area.label}>
              <Text size="sm" c="dimmed">
                Open the list
              </Text>
            </LinkCard>
          ))}
        </SimpleGrid>
      </PageSection>
    );
  }
  // Each journey's cards under its name where several show: their cards share titles.
  const titled = journeys.length > 1;
  return (
    <PageSection gap="md" title="Your work">
      {cards.length > 0 && (
        <JourneyWork title={titled ? 'Land applications' : null}>
          <LandWork cards={cards} />
        </JourneyWork>
      )}
      {vendorCards.length > 0 && (
        <JourneyWork title={titled ? 'Vendor applications' : null}>
          <QueueWork
            cards={vendorCards}
            call={vendorApplicationCalls.list}
            listPath={paths.vendorApplications.list}
            noun="vendor applications"
          />
        </JourneyWork>
      )}
      {partnershipCards.length > 0 && (
        <JourneyWork title={titled ? 'Vendor partnerships' : null}>
          <QueueWork
            cards={partnershipCards}
            call={partnershipCalls.list}
            listPath={partnershipPaths.list}
            noun="vendor partnerships"
          />
        </JourneyWork>
      )}
    </PageSection>
  );
}

/** The user's own applications, once they have one: the next step says how to start. */
function ApplicationsOf({ user }: { user: CurrentUser }) {
  const own = useOwnApplications(user.id).data ?? [];
  if (own.length === 0) return null;
  return (
    <>
      <YourSites applications={own} />
      <PageSection gap="md" title="Your applications">
        <RecentApplications applications={own} />
      </PageSection>
    </>
  );
}

/**
 * The first screen by role (docs/product.md, "The dashboard"): the staff's work first, then an
 * administrator's insights; an applicant's next step; anyone's own applications; then the
 * water and electricity of an account that holds a connection; then the services and, for some
 * roles, the developer cards. Each section shows its own loading state
 * while the answer it needs is on its way.
 */
function DashboardBody({ user }: { user: CurrentUser }) {
  const dashboard = useDashboard(user.id);
  const isAdmin = holds(user, 'dashboard.insights');
  const staff = isStaff(user);
  const { data } = dashboard;
  if (dashboard.isError) {
    return (
      <LoadFailed
        message="The dashboard could not be loaded."
        onRetry={() => void dashboard.refetch()}
      />
    );
  }
  return (
    <>
      {staff ? (
        <WorkOf user={user} />
      ) : (
        <PageSection gap="md" title="Your next step">
          <NextStepOf user={user} />
          {/* While a call is open: the way into the vendor journey, or back to its draft. */}
          <ApplyAsVendor userId={user.id} headingOrder={3} wide />
          {user.holds_vendor_partnership && <PartnershipNextStep />}
        </PageSection>
      )}
      {/* Both checks: the server sends the insights to role 1 only, and a cached answer of
          another role's must not show them. */}
      {isAdmin && (!data || isAdminDashboard(data)) && (
        <PageSection gap="md" title="Administration">
          {data ? (
            <AdminSection dashboard={data} />
          ) : (
            <SectionSkeleton
              label="Loading administration"
              blocks={4}
              height={104}
              cols={{ base: 1, xs: 2, md: 4 }}
            />
          )}
        </PageSection>
      )}
      {!isAdmin && <ApplicationsOf user={user} />}
      {user.holds_utility_connection && (
        <PageSection gap="md" title="Utilities">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
            <UtilitiesCard />
          </SimpleGrid>
        </PageSection>
      )}
      <PageSection gap="md" title="Services">
        {!data && <SectionSkeleton label="Loading services" blocks={3} height={220} />}
        {data && data.services.length === 0 && <NoServices canAdd={isAdmin} />}
        {data && data.services.length > 0 && (
          <ServiceGrid services={data.services} headingOrder={3} />
        )}
      </PageSection>
      {seesDeveloperCards(user.role) && (
        <PageSection gap="md" title="Developers">
          <DeveloperCards />
        </PageSection>
      )}
    </>
  );
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
