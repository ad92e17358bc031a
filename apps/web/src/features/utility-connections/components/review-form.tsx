import { Radio, Stack, Text, TextInput } from '@mantine/core';
import {
  ReadingReviewInputSchema,
  type Reading,
  type ReadingReview,
} from '@portal/shared/utility-readings';
import { Controller } from 'react-hook-form';
import { FormWithSummary } from '@web/components/form-with-summary';
import { bindInput, fieldError, markChanged, submitWith, useSchemaForm } from '@web/lib/form';
import { notify } from '@web/lib/toast';
import { reviewReading } from '../api/review-reading';
import { FormButtons } from '@web/components/form-buttons';

const DECISIONS: { value: ReadingReview; label: string; says: string }[] = [
  {
    value: 'accepted',
    label: 'Accept',
    says: 'The reading is right: it is billed and counts in the usual use.',
  },
  {
    value: 'rejected',
    label: 'Reject',
    says: 'The reading is wrong: it is left out of bills and of the usual use.',
  },
];

type ReviewFormProps = {
  reading: Reading;
  onCancel: () => void;
  onReviewed: (reading: Reading) => void;
};

/** Accepts or rejects a flagged reading, with a note saying why. */
export function ReviewForm({ reading, onCancel, onReviewed }: ReviewFormProps) {
  const form = useSchemaForm(ReadingReviewInputSchema, { defaultValues: { note: '' } });
  const onSubmit = submitWith(form, async (values) => {
    const answer = await reviewReading(reading.id, values);
    notify.success(answer.message);
    onReviewed(answer.data);
  });
  return (
    <FormWithSummary form={form} onSubmit={onSubmit}>
      <Stack gap="md">
        <Text>Flagged: {reading.flag_reason}</Text>
        <Controller
          control={form.control}
          name="decision"
          render={({ field }) => (
            <Radio.Group
              label="Decision"
              required
              value={field.value ?? ''}
              onChange={(value) => {
                field.onChange(value);
                markChanged(form, 'decision');
              }}
              error={fieldError(form, 'decision')}
              data-field="decision"
            >
              <Stack gap="xs" mt="xs">
                {DECISIONS.map((decision, position) => (
                  <Radio
                    key={decision.value}
                    value={decision.value}
                    label={decision.label}
                    description={decision.says}
                    ref={position === 0 ? field.ref : undefined}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        <TextInput
          label="Note"
          description="What was checked: a second visit, a leak found, a photo of the dials."
          autoComplete="off"
          required
          {...bindInput(form, 'note')}
        />
        <FormButtons form={form} onCancel={onCancel}>
          Save the review
        </FormButtons>
      </Stack>
    </FormWithSummary>
  );
}
