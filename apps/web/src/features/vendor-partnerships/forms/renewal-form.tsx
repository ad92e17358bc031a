import { Radio, Stack, Textarea } from '@mantine/core';
import {
  RENEWAL_DECISION_LABELS,
  RENEWAL_DECISIONS,
  type RenewalDecision,
} from '@portal/shared/vendor-partnership-words';
import { RenewalInputSchema, type Partnership } from '@portal/shared/vendor-partnerships';
import { Controller } from 'react-hook-form';
import { FormButtons } from '@web/components/form-buttons';
import { FormWithSummary } from '@web/components/form-with-summary';
import { bindInput, fieldError, markChanged, submitWith, useSchemaForm } from '@web/lib/form';
import { formatDay } from '@web/lib/format';
import { notify } from '@web/lib/toast';
import { decideRenewal } from '../api/steps';

/** What each decision does, under its choice. */
const consequences = (partnership: Partnership): Record<RenewalDecision, string> => ({
  renewed: 'A new year begins the day after this one ends, with a workplan of its own.',
  renewed_with_corrective_measures:
    'A new year begins, under corrective measures until every open corrective action is verified.',
  not_renewed: `The partnership ends on ${formatDay(partnership.ends_on)}: its solutions are then withdrawn from the public register.`,
});

type RenewalFormProps = { partnership: Partnership; onDone: () => void; onCancel: () => void };

/**
 * The end-of-year decision (docs/product.md, "The vendor partnership"), taken once the year's four
 * reviews are finalised: renewed, renewed under corrective measures, or not renewed, with a note
 * the decision letter carries to the vendor.
 */
export function RenewalForm({ partnership, onDone, onCancel }: RenewalFormProps) {
  const form = useSchemaForm(RenewalInputSchema, {
    defaultValues: { decision: undefined as never, note: '' },
  });
  const onSubmit = submitWith(form, async (values) => {
    const answer = await decideRenewal(partnership.id, values);
    notify.success(answer.message);
    onDone();
  });
  const says = consequences(partnership);
  return (
    <FormWithSummary form={form} onSubmit={onSubmit}>
      <Stack gap="md">
        <Controller
          control={form.control}
          name="decision"
          render={({ field }) => (
            <Radio.Group
              label="Decision"
              required
              value={field.value ?? null}
              onChange={(value) => {
                field.onChange(value as RenewalDecision);
                markChanged(form, 'decision');
              }}
              error={fieldError(form, 'decision')}
            >
              <Stack gap="sm" mt="xs">
                {RENEWAL_DECISIONS.map((decision) => (
                  <Radio
                    key={decision}
                    value={decision}
                    label={RENEWAL_DECISION_LABELS[decision]}
                    description={says[decision]}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        <Textarea
          label="Note for the letter"
          description="What the decision letter tells the vendor of the year and of the decision."
          required
          rows={4}
          {...bindInput(form, 'note')}
        />
        <FormButtons form={form} onCancel={onCancel}>
          Decide and issue the letter
        </FormButtons>
      </Stack>
    </FormWithSummary>
  );
}
