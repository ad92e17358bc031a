import { Grid, Group, Stack, Text } from '@mantine/core';
import type { Letter } from '@portal/shared/letters';
import type { ReactNode } from 'react';
import { LetterList } from '@web/components/applications/letter-list';
import {
  ScoreCards,
  type ScoreCriterion,
  type ScoresView,
} from '@web/components/applications/score-cards';
import { PageSection } from '@web/components/page-section';
import { formatDate } from '@web/lib/format';

type ApplicationPageLayoutProps = {
  application: {
    organisation_name: string | null;
    submitted_at: string | null;
    committee: { name: string } | null;
  };
  /** The stage's badge in the application's journey. */
  badge: ReactNode;
  /** How long the application has stood in its stage, where the journey tells it. */
  timing?: ReactNode;
  /** The steps the viewer may take now. */
  actions: ReactNode;
  timeline: ReactNode;
  /** The sections of the main column, in the journey's order. */
  children: ReactNode;
};

/**
 * One application's page, either journey's: where it stands and who has it at the top, then the
 * viewer's steps, then what it holds beside its timeline.
 */
export function ApplicationPageLayout({
  application,
  badge,
  timing,
  actions,
  timeline,
  children,
}: ApplicationPageLayoutProps) {
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Group gap="sm">
          <Text fw={700}>Stage</Text>
          {badge}
        </Group>
        {timing}
        <Text c="dimmed">
          {application.organisation_name ?? 'Organisation not named yet'}
          {application.submitted_at && `, submitted ${formatDate(application.submitted_at)}`}
          {application.committee && `, evaluated by ${application.committee.name}`}
        </Text>
      </Stack>
      {actions}
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="xl">{children}</Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <PageSection title="Timeline">{timeline}</PageSection>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

type LettersAndScoresProps = {
  letters: Letter[];
  scores: ScoresView;
  criteria: readonly ScoreCriterion[];
};

/** The letters issued, and the scores once any member has scored. */
export function LettersAndScores({ letters, scores, criteria }: LettersAndScoresProps) {
  return (
    <>
      <PageSection title="Letters">
        <LetterList letters={letters} />
      </PageSection>
      {(scores.cards.length > 0 || scores.average !== null) && (
        <PageSection title="Scores">
          <ScoreCards scores={scores} criteria={criteria} />
        </PageSection>
      )}
    </>
  );
}
