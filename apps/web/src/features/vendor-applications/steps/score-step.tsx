import { Checkbox, SimpleGrid, Stack, Text, Textarea, VisuallyHidden } from '@mantine/core';
import {
  VendorScorecardInputSchema,
  type VendorApplication,
  type VendorScorecardInput,
} from '@portal/shared/vendor-applications';
import {
  scaledTotal,
  VENDOR_CRITERIA,
  VENDOR_CRITERIA_TOTAL,
  type VendorCriterion,
} from '@portal/shared/vendor-journey';
import { useWatch } from 'react-hook-form';
import { StepFormShell } from '@web/components/applications/step-form-shell';
import { FormNumberInput } from '@web/components/form-number-input';
import { bindInput, useSchemaForm, type AnyForm } from '@web/lib/form';
import { useCurrentUser } from '@web/lib/session';
import { useTakeVendorStep } from '../api/take-vendor-step';
import type { VendorStepFormProps } from './step-form';

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
}: {
  form: ScorecardForm;
  criterion: (typeof VENDOR_CRITERIA)[number];
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
        description={`From 0 to ${points} points`}
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
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
        {VENDOR_CRITERIA.map((criterion) => (
          <CriterionField key={criterion.key} form={form} criterion={criterion} />
        ))}
      </SimpleGrid>
      <RunningTotal form={form} />
      <Textarea
        label="Comment (optional)"
        description="What the committee should know about your scores."
        rows={4}
        {...bindInput(form, 'comment')}
      />
    </StepFormShell>
  );
}
