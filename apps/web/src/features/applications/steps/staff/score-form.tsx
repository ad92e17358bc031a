import { SimpleGrid, Text, Textarea } from '@mantine/core';
import {
  MAX_TOTAL_SCORE,
  SCORE_CRITERIA,
  ScorecardInputSchema,
  type ScoreCriterion,
} from '@portal/shared/application-scorecards';
import type { Application } from '@portal/shared/application-detail';
import { useWatch } from 'react-hook-form';
import { FormNumberInput } from '@web/components/form-number-input';
import { bindInput, useSchemaForm } from '@web/lib/form';
import { useCurrentUser } from '@web/lib/session';
import type { StepFormProps } from '../step-form';
import { StepFormShell } from './step-form-shell';

/** The viewer's own scorecard, if they have filled one in. */
function ownCard(application: Application, userId: number | undefined) {
  return application.scores.cards.find((card) => card.member.id === userId);
}

/**
 * A committee member's scorecard: each criterion within its maximum, the running total out of
 * 100, and a comment; sent again it replaces the member's card until the decision.
 */
export function ScoreForm({ application }: StepFormProps) {
  const card = ownCard(application, useCurrentUser()?.id);
  const form = useSchemaForm(ScorecardInputSchema, {
    defaultValues: {
      scores: Object.fromEntries(
        SCORE_CRITERIA.map(({ key }) => [key, card?.scores[key]]),
      ) as Record<ScoreCriterion, number>,
      comment: card?.comment ?? '',
    },
  });
  const scores = useWatch({ control: form.control, name: 'scores' });
  const total = SCORE_CRITERIA.reduce((sum, { key }) => sum + (Number(scores[key]) || 0), 0);
  return (
    <StepFormShell
      form={form}
      applicationId={application.id}
      step="score"
      submitLabel={card ? 'Update scorecard' : 'Save scorecard'}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        {SCORE_CRITERIA.map(({ key, label, max }) => (
          <FormNumberInput
            key={key}
            form={form}
            name={`scores.${key}`}
            label={label}
            description={`From 0 to ${max} points`}
            min={0}
            max={max}
            allowDecimal={false}
            required
          />
        ))}
      </SimpleGrid>
      <Text fw={700} aria-live="polite">
        Total: {total} out of {MAX_TOTAL_SCORE}
      </Text>
      <Textarea
        label="Comment (optional)"
        description="What the committee should know about your scores."
        rows={4}
        {...bindInput(form, 'comment')}
      />
    </StepFormShell>
  );
}
