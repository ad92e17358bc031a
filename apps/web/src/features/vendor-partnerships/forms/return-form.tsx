import { Alert, Checkbox, Stack, Text } from '@mantine/core';
import { minorUnits } from '@portal/shared/money';
import type { Partnership } from '@portal/shared/vendor-partnerships';
import { shareOf, type RevenueReturn } from '@portal/shared/vendor-revenue';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormButtons } from '@web/components/form-buttons';
import { FormWithSummary } from '@web/components/form-with-summary';
import { MoneyInput } from '@web/components/money-input';
import { bindInput, submitWith, useSchemaForm, type AnyForm } from '@web/lib/form';
import { notify } from '@web/lib/toast';
import { fileReturn, replaceReturn } from '../api/steps';
import { moneyOf, quarterLabel, sharePercent } from '../words';

const nothingEntered =
  'Enter the revenue earned through at least one solution, or tick that nothing was earned.';

/**
 * The return as the form holds it: an amount for each solution, or none at all with the nil box
 * ticked. An empty amount is nothing earned through that solution.
 */
const ReturnFormSchema = z
  .object({
    nil: z.boolean(),
    lines: z.array(z.object({ solution_id: z.number(), revenue: minorUnits(0).optional() })),
  })
  .superRefine((form, context) => {
    const earned = form.lines.some((line) => (line.revenue ?? 0) > 0);
    if (!form.nil && !earned)
      context.addIssue({ code: 'custom', path: ['nil'], message: nothingEntered });
  })
  .transform((form) =>
    form.nil
      ? []
      : form.lines
          .filter((line) => (line.revenue ?? 0) > 0)
          .map((line) => ({ solution_id: line.solution_id, revenue: line.revenue! })),
  );
type ReturnFormValues = z.input<typeof ReturnFormSchema>;

/** The share the return would be invoiced, as the server works it out: once, on the total. */
function ShareOfTotal({
  form,
  partnership,
}: {
  form: AnyForm<ReturnFormValues>;
  partnership: Partnership;
}) {
  const [nil, lines] = useWatch({ control: form.control, name: ['nil', 'lines'] });
  // An amount half typed ('1,000.') is held as its text until it reads as one: it counts nothing.
  const total = nil
    ? 0
    : lines.reduce((sum, line) => sum + (typeof line.revenue === 'number' ? line.revenue : 0), 0);
  const money = (amount: number) => moneyOf(amount, partnership.currency);
  return (
    <Text fw={600} aria-live="polite">
      Revenue {money(total)}: the authority&apos;s share at {sharePercent(partnership.share_bps)} is{' '}
      {money(shareOf(total, partnership.share_bps))}.
    </Text>
  );
}

type ReturnFormProps = {
  partnership: Partnership;
  quarter: string;
  /** The return that stands for the quarter, when this one replaces it. */
  standing: RevenueReturn | null;
  onDone: () => void;
  onCancel: () => void;
};

/**
 * A quarter's revenue return (docs/product.md, "The vendor partnership"): what was earned through
 * each solution, or a nil return; a replacement voids the invoice of the one it replaces, or
 * credits what was paid on it.
 */
export function ReturnForm({ partnership, quarter, standing, onDone, onCancel }: ReturnFormProps) {
  const offered = partnership.solutions.filter(
    (solution) => solution.review_status !== 'withdrawn',
  );
  const form = useSchemaForm(ReturnFormSchema, {
    defaultValues: {
      nil: standing?.nil ?? false,
      lines: offered.map((solution) => ({
        solution_id: solution.id,
        revenue: standing?.lines.find((line) => line.solution_id === solution.id)?.revenue,
      })),
    },
  });
  const nil = useWatch({ control: form.control, name: 'nil' });
  const onSubmit = submitWith(form, async (lines) => {
    const answer = standing
      ? await replaceReturn(standing.id, lines)
      : await fileReturn(partnership.id, { quarter, lines });
    notify.success(answer.message);
    onDone();
  });
  return (
    <FormWithSummary form={form} onSubmit={onSubmit}>
      <Stack gap="md">
        {standing && (
          <Alert color="blue" title={`Replacing version ${standing.version}`}>
            {standing.invoice && standing.invoice.paid > 0
              ? `What was paid on invoice ${standing.invoice.number} counts towards the new share; anything paid beyond it is owed back to you.`
              : standing.invoice
                ? `Invoice ${standing.invoice.number} is voided and a new one issued for the new share.`
                : 'The new return stands in its place.'}
          </Alert>
        )}
        <Text>
          Revenue earned through the partnership in {quarterLabel(quarter)}, by solution. Leave a
          solution empty if it earned nothing; if none earned anything, file a nil return.
        </Text>
        <Checkbox
          label="Nothing was earned through the partnership this quarter: file a nil return"
          {...bindInput(form, 'nil')}
        />
        {/* A nil return names no amount: the amounts go while the box is ticked. */}
        {!nil &&
          offered.map((solution, index) => (
            <MoneyInput
              key={solution.id}
              form={form}
              name={`lines.${index}.revenue`}
              label={`Revenue through ${solution.name}`}
            />
          ))}
        {!nil && <ShareOfTotal form={form} partnership={partnership} />}
        <FormButtons form={form} onCancel={onCancel}>
          {standing ? 'Replace the return' : 'File the return'}
        </FormButtons>
      </Stack>
    </FormWithSummary>
  );
}
