import { Text, Textarea } from '@mantine/core';
import {
  VendorScorecardInputSchema,
  type VendorApplication,
} from '@portal/shared/vendor-applications';
import {
  VENDOR_CRITERIA,
  VENDOR_CRITERIA_TOTAL,
  type VendorCriterion,
} from '@portal/shared/vendor-journey';
import { ScorecardFields } from '@web/components/applications/scorecard-fields';
import { StepFormShell } from '@web/components/applications/step-form-shell';
import { bindInput, useSchemaForm } from '@web/lib/form';
import { useCurrentUser } from '@web/lib/session';
import { useTakeVendorStep } from '../api/take-vendor-step';
import type { VendorStepFormProps } from './step-form';

/** The viewer's own scorecard, if they have filled one in. */
const ownCard = (application: VendorApplication, userId: number | undefined) =>
  application.scores.cards.find((card) => card.member.id === userId);

/**
 * A committee member's scorecard by the published 100-point table: each criterion within its
 * points or not applicable, the running total out of 100 (scaled over the criteria that apply),
 * and a comment; sent again it replaces the member's card until the decision.
 */
export function ScoreStep({ application }: VendorStepFormProps) {
  const card = ownCard(application, useCurrentUser()?.id);
  const score = useTakeVendorStep(application.id, 'score');
  const form = useSchemaForm(VendorScorecardInputSchema, {
    defaultValues: {
      scores: Object.fromEntries(
        VENDOR_CRITERIA.map(({ key }) => [key, card?.scores[key]]),
      ) as Record<VendorCriterion, number | null>,
      comment: card?.comment ?? '',
    },
  });
  return (
    <StepFormShell
      form={form}
      take={score.mutateAsync}
      submitLabel={card ? 'Update scorecard' : 'Save scorecard'}
    >
      <Text size="sm">
        Mark a criterion not applicable where it does not fit the solutions offered: the total is
        then scaled to {VENDOR_CRITERIA_TOTAL} over the criteria that apply.
      </Text>
      <ScorecardFields form={form} />
      <Textarea
        label="Comment (optional)"
        description="What the committee should know about your scores."
        rows={4}
        {...bindInput(form, 'comment')}
      />
    </StepFormShell>
  );
}
