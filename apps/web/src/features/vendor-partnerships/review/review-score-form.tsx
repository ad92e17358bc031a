import { Alert, Stack, Textarea } from '@mantine/core';
import {
  VendorScorecardInputSchema,
  type VendorScorecardInput,
} from '@portal/shared/vendor-applications';
import { VENDOR_CRITERIA, type VendorCriterion } from '@portal/shared/vendor-journey';
import { TARGETS_CRITERION, type Review } from '@portal/shared/vendor-reviews';
import { ScorecardFields } from '@web/components/applications/scorecard-fields';
import { FormWithSummary } from '@web/components/form-with-summary';
import { SubmitButton } from '@web/components/submit-button';
import { bindInput, submitWith, useSchemaForm } from '@web/lib/form';
import { notify } from '@web/lib/toast';
import { scoreReview } from '../api/reviews';

type ReviewScoreFormProps = {
  review: Review;
  userId: number;
  onScored: (review: Review) => void;
};

/**
 * A committee member's scorecard of the quarter (docs/product.md, "The vendor partnership"), on
 * the evaluation's criteria: ability to surpass targets starts at the points the actuals suggest,
 * and another figure needs its reason in the comment. Sent again, it replaces the member's card
 * until the review is finalised.
 */
export function ReviewScoreForm({ review, userId, onScored }: ReviewScoreFormProps) {
  const card = review.scorecards.find((one) => one.member.id === userId);
  const suggested = review.suggested_target_points;
  const form = useSchemaForm(VendorScorecardInputSchema, {
    defaultValues: {
      scores: Object.fromEntries(
        VENDOR_CRITERIA.map(({ key }) => [
          key,
          card ? card.scores[key] : key === TARGETS_CRITERION ? suggested : undefined,
        ]),
      ) as VendorScorecardInput['scores'],
      comment: card?.comment ?? '',
    },
  });
  const onSubmit = submitWith(form, async (values) => {
    const answer = await scoreReview(review.id, values);
    notify.success(answer.message);
    onScored(answer.data);
  });
  const hints: Partial<Record<VendorCriterion, string>> = {
    [TARGETS_CRITERION]: review.no_activity
      ? 'Nothing was reported done this quarter: this criterion scores 0.'
      : `The quarter's actuals against its targets suggest ${suggested} points. Give another figure only with your reason in the comment.`,
  };
  return (
    <FormWithSummary form={form} onSubmit={onSubmit}>
      <Stack gap="md">
        {review.no_activity && (
          <Alert color="yellow" title="No activity this quarter">
            The vendor reported nothing done this quarter, or has not reported yet. It is scored as
            such, never as a quarter of targets met.
          </Alert>
        )}
        <ScorecardFields form={form} hints={hints} />
        <Textarea
          label="Comment"
          description="Required when you depart from the suggested points for ability to surpass targets."
          rows={3}
          {...bindInput(form, 'comment')}
        />
        <SubmitButton form={form}>
          {card ? 'Update my scorecard' : 'Save my scorecard'}
        </SubmitButton>
      </Stack>
    </FormWithSummary>
  );
}
