import { Alert, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  FinaliseInputSchema,
  REVIEW_STANDING_LABELS,
  reviewTotalOf,
  standingOf,
  type Review,
} from '@portal/shared/vendor-reviews';
import { FormWithSummary } from '@web/components/form-with-summary';
import { RowsField } from '@web/components/rows-field';
import { SubmitButton } from '@web/components/submit-button';
import { bindInput, submitWith, useSchemaForm } from '@web/lib/form';
import { notify } from '@web/lib/toast';
import { finaliseReview } from '../api/reviews';

type FinaliseFormProps = { review: Review; onFinalised: (review: Review) => void };

/**
 * Finalising the review (docs/product.md, "The vendor partnership"): the mean of the cards gives
 * its total and standing, frozen from then on; a review not on track needs a corrective action
 * plan, each action with an owner and a due date.
 */
export function FinaliseForm({ review, onFinalised }: FinaliseFormProps) {
  const form = useSchemaForm(FinaliseInputSchema, { defaultValues: { corrective_actions: [] } });
  const onSubmit = submitWith(form, async (values) => {
    const answer = await finaliseReview(review.id, values);
    notify.success(answer.message);
    onFinalised(answer.data);
  });
  const mean =
    review.scorecards.length === 0
      ? null
      : reviewTotalOf(review.scorecards.map((card) => card.total));
  const standing = mean === null ? null : standingOf(mean);
  return (
    <FormWithSummary form={form} onSubmit={onSubmit}>
      <Stack gap="md">
        {mean !== null && standing && (
          <Text>
            Finalised now, the review totals <strong>{mean.toFixed(2)}</strong> out of 100 over{' '}
            {review.scorecards.length} {review.scorecards.length === 1 ? 'scorecard' : 'scorecards'}
            : <strong>{REVIEW_STANDING_LABELS[standing].toLowerCase()}</strong>.
          </Text>
        )}
        {standing && standing !== 'on_track' && (
          <Alert color="yellow" title="A corrective action plan is needed">
            A review that is not on track is finalised with at least one corrective action. The
            vendor carries each out; staff verify it once done.
          </Alert>
        )}
        <RowsField
          form={form}
          name="corrective_actions"
          label="Corrective action plan"
          description="What the vendor is to do, who answers for it, and by when."
          noun="action"
          blank={() => ({ title: '', owner: '', due_on: '' })}
          max={30}
        >
          {(index) => (
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                label="Action"
                required
                {...bindInput(form, `corrective_actions.${index}.title`)}
              />
              <TextInput
                label="Owner"
                required
                {...bindInput(form, `corrective_actions.${index}.owner`)}
              />
              <TextInput
                label="Due on"
                type="date"
                required
                {...bindInput(form, `corrective_actions.${index}.due_on`)}
              />
            </SimpleGrid>
          )}
        </RowsField>
        <SubmitButton form={form}>Finalise the review</SubmitButton>
      </Stack>
    </FormWithSummary>
  );
}
