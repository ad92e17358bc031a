import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ApplicationRow } from '@portal/shared/application-lists';
import { Link } from 'react-router';
import { StageBadge } from '@web/components/applications/stage-badge';
import { formatDate } from '@web/lib/format';
import { applicantStep } from '../applicant-next-step';
import { applicationPaths } from '../paths';

/**
 * The applicant's applications as cards, which read the same at any width: the reference and
 * project, where each stands, and the one thing to do next.
 */
export function MyApplicationList({ applications }: { applications: ApplicationRow[] }) {
  return (
    <Stack
      component="ul"
      aria-label="My applications"
      gap="sm"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {applications.map((application) => {
        const next = applicantStep(application);
        return (
          <Paper component="li" key={application.id} withBorder radius="md" p="md">
            <Stack gap="xs">
              <Group justify="space-between" gap="xs">
                <Anchor component={Link} to={applicationPaths.show(application.id)} fw={700}>
                  {application.reference}
                </Anchor>
                <StageBadge journey="land" stage={application.stage} />
              </Group>
              <Text>{application.project_title ?? 'Project not named yet'}</Text>
              <Text size="sm" c="dimmed">
                Updated {formatDate(application.updated_at)}
              </Text>
              <Group justify="space-between" gap="xs">
                <Text size="sm">
                  Next: <strong>{next.title}</strong>
                </Text>
                <Button size="xs" component={Link} to={next.action.to}>
                  {next.action.label}
                </Button>
              </Group>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
