import { Checkbox, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { VendorScorecardInput } from '@portal/shared/vendor-applications';
import {
  scaledTotal,
  VENDOR_CRITERIA,
  VENDOR_CRITERIA_TOTAL,
  type VendorCriterion,
} from '@portal/shared/vendor-journey';
import { useWatch } from 'react-hook-form';
import type { AnyForm } from '../../lib/form';
import { FormNumberInput } from '../form-number-input';

/** Points, null where not applicable, nothing yet where the member has still to score it. */
type Scores = Partial<Record<VendorCriterion, number | null>>;

/**
 * The total out of 100 as the card stands: a criterion still empty counts as nothing given, so
 * that the figure never runs ahead of the points.
 */
function runningTotal(scores: Scores) {
  return scaledTotal(
    Object.fromEntries(
      VENDOR_CRITERIA.map(({ key }) => [key, scores[key] === null ? null : (scores[key] ?? 0)]),
    ),
  );
}

type ScorecardForm = AnyForm<VendorScorecardInput>;

/** Watched on its own, so that a keystroke redraws the total and not every criterion. */
function RunningTotal({ form }: { form: ScorecardForm }) {
  const { total, scaled } = runningTotal(useWatch({ control: form.control, name: 'scores' }));
  return (
    <Text fw={700} aria-live="polite">
      {total === null
        ? 'Score at least one criterion: none applies yet.'
        : `Total: ${total} out of ${VENDOR_CRITERIA_TOTAL}`}
      {total !== null && scaled && (
        <Text span fw={400}>
          {' '}
          (scaled to {VENDOR_CRITERIA_TOTAL} over the criteria that apply)
        </Text>
      )}
    </Text>
  );
}

/**
 * One criterion: its points, or marked not applicable, which empties and locks the points. Drawn
 * again only when its own field changes, not at every keystroke in another.
 */
function CriterionField({
  form,
  criterion,
  hint,
}: {
  form: ScorecardForm;
  criterion: (typeof VENDOR_CRITERIA)[number];
  hint?: string;
}) {
  const { key, label, points } = criterion;
  const name = `scores.${key}` as const;
  const notApplicable = useWatch({ control: form.control, name }) === null;
  return (
    <Stack gap={6}>
      <FormNumberInput
        form={form}
        name={name}
        label={label}
        description={hint ?? `From 0 to ${points} points`}
        min={0}
        max={points}
        allowDecimal={false}
        allowNegative={false}
        disabled={notApplicable}
        required={!notApplicable}
      />
      <Checkbox
        label={
          <>
            Not applicable <VisuallyHidden component="span">({label})</VisuallyHidden>
          </>
        }
        checked={notApplicable}
        onChange={(event) =>
          // Unmarked, the points are empty again: the member has still to give them, as the
          // schema's required message says.
          form.setValue(name, event.currentTarget.checked ? null : (undefined as never), {
            shouldValidate: true,
            shouldTouch: true,
          })
        }
      />
    </Stack>
  );
}

/**
 * The evaluation's 100-point table as a form, for an application's scorecard and a partnership's
 * quarterly review alike: each criterion within its points or not applicable, and the running
 * total out of 100 (scaled over the criteria that apply). `hints` replace a criterion's
 * description where the screen has more to say of it.
 */
export function ScorecardFields({
  form,
  hints = {},
}: {
  form: ScorecardForm;
  hints?: Partial<Record<VendorCriterion, string>>;
}) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
        {VENDOR_CRITERIA.map((criterion) => (
          <CriterionField
            key={criterion.key}
            form={form}
            criterion={criterion}
            hint={hints[criterion.key]}
          />
        ))}
      </SimpleGrid>
      <RunningTotal form={form} />
    </>
  );
}
