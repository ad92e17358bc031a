import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { VendorApplicationRow } from '@portal/shared/vendor-applications';
import { Link } from 'react-router';
import { StageBadge } from '@web/components/applications/stage-badge';
import { paths } from '@web/config/resources';
import { formatDate } from '@web/lib/format';

const solutionsIn = (count: number) =>
  count === 0 ? 'No solutions yet' : count === 1 ? '1 solution' : `${count} solutions`;

/**
 * The vendor's applications as cards, which read the same at any width: each leads to its page,
 * or to its form while a draft.
 */
export function MyVendorApplicationList({
  applications,
}: {
  applications: VendorApplicationRow[];
}) {
  return (
    <Stack
      component="ul"
      aria-label="My vendor applications"
      gap="sm"
      m={0}
      p={0}
      maw={720}
      style={{ listStyle: 'none' }}
    >
      {applications.map((application) => {
        const draft = application.stage === 'draft';
        const { id, call } = application;
        return (
          <Paper component="li" key={id} withBorder radius="md" p="md">
            <Stack gap={4}>
              <Group justify="space-between" gap="xs">
                <Anchor
                  component={Link}
                  to={
                    draft
                      ? paths.myVendorApplications.edit(id)
                      : paths.myVendorApplications.show(id)
                  }
                  fw={700}
                >
                  {application.reference}
                </Anchor>
                <StageBadge journey="vendor" stage={application.stage} />
              </Group>
              <Text style={{ overflowWrap: 'anywhere' }}>
                {application.organisation_name ?? 'Organisation not named yet'}
              </Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                Call {call.reference}: {call.title}
              </Text>
              <Text size="sm" c="dimmed">
                {solutionsIn(application.solutions)} · Updated {formatDate(application.updated_at)}
              </Text>
              {draft && (
                <Text size="sm">
                  <Anchor component={Link} to={paths.myVendorApplications.edit(id)}>
                    Continue your application
                  </Anchor>
                </Text>
              )}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
