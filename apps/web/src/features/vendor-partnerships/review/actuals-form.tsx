import { List, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { LEAD_STAGE_LABELS, LEAD_STAGES } from '@portal/shared/vendor-partnership-words';
import { ActualsInputSchema, type Review } from '@portal/shared/vendor-reviews';
import { z } from 'zod';
import { FormWithSummary } from '@web/components/form-with-summary';
import { FormSelect } from '@web/components/form-select';
import { MoneyInput } from '@web/components/money-input';
import { RowsField } from '@web/components/rows-field';
import { SubmitButton } from '@web/components/submit-button';
import { bindInput, submitWith, useSchemaForm } from '@web/lib/form';
import { optionsOf } from '@web/lib/options';
import { notify } from '@web/lib/toast';
import { reportActuals } from '../api/reviews';
import { quarterLabel } from '../words';

const stageOptions = optionsOf(LEAD_STAGES, LEAD_STAGE_LABELS);
const { shape } = ActualsInputSchema;

/**
 * The report as the form holds it: names and activities as rows of their own, to add and
 * remove; sent as the call's lists of words.
 */
const ActualsFormSchema = z
  .object({
    customers_won: z.array(z.object({ name: shape.customers_won.element })).max(500),
    revenue: shape.revenue,
    leads: shape.leads,
    activities_done: z.array(z.object({ title: shape.activities_done.element })).max(100),
  })
  .transform((form) => ({
    ...form,
    customers_won: form.customers_won.map((customer) => customer.name),
    activities_done: form.activities_done.map((activity) => activity.title),
  }));

type ActualsFormProps = {
  review: Review;
  /** The activities the plan in force set for the quarter, as a reminder. */
  planned: string[];
  onReported: (review: Review) => void;
};

/**
 * What the vendor achieved in the quarter (docs/product.md, "The vendor partnership"): the
 * customers won, the revenue earned, the leads that moved and the activities carried out; sent
 * again as often as needed until the review is finalised. A quarter with nothing in it is
 * reported as such, and scored as such.
 */
export function ActualsForm({ review, planned, onReported }: ActualsFormProps) {
  const actuals = review.actuals;
  const form = useSchemaForm(ActualsFormSchema, {
    defaultValues: {
      customers_won: (actuals?.customers_won ?? []).map((name) => ({ name })),
      revenue: actuals?.revenue ?? (undefined as never),
      leads: actuals?.leads ?? [],
      activities_done: (actuals?.activities_done ?? []).map((title) => ({ title })),
    },
  });
  const onSubmit = submitWith(form, async (values) => {
    const answer = await reportActuals(review.id, values);
    notify.success(answer.message);
    onReported(answer.data);
  });
  return (
    <FormWithSummary form={form} onSubmit={onSubmit}>
      <Stack gap="lg">
        <MoneyInput
          form={form}
          name="revenue"
          label={`Revenue earned through the partnership in ${quarterLabel(review.quarter)}`}
          description="0 if none."
          required
        />
        <RowsField
          form={form}
          name="customers_won"
          label="Customers won"
          description="Each customer won through the partnership this quarter, by name."
          noun="customer"
          blank={() => ({ name: '' })}
          max={500}
        >
          {(index) => (
            <TextInput
              label="Customer"
              required
              {...bindInput(form, `customers_won.${index}.name`)}
            />
          )}
        </RowsField>
        <RowsField
          form={form}
          name="leads"
          label="Leads that moved"
          description="Prospects whose stage changed this quarter, and the stage each reached."
          noun="lead"
          blank={() => ({ name: '', stage: 'qualified' as const })}
          max={100}
        >
          {(index) => (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Prospect" required {...bindInput(form, `leads.${index}.name`)} />
              <FormSelect
                form={form}
                name={`leads.${index}.stage`}
                label="Stage reached"
                data={stageOptions}
                allowDeselect={false}
                required
              />
            </SimpleGrid>
          )}
        </RowsField>
        <Stack gap="xs">
          {planned.length > 0 && (
            <Stack gap={2}>
              <Text size="sm">Planned for the quarter:</Text>
              <List size="sm">
                {planned.map((title) => (
                  <List.Item key={title}>{title}</List.Item>
                ))}
              </List>
            </Stack>
          )}
          <RowsField
            form={form}
            name="activities_done"
            label="Activities carried out"
            description="What was done this quarter, planned or not."
            noun="activity"
            blank={() => ({ title: '' })}
            max={100}
          >
            {(index) => (
              <TextInput
                label="Activity"
                required
                {...bindInput(form, `activities_done.${index}.title`)}
              />
            )}
          </RowsField>
        </Stack>
        <SubmitButton form={form}>{actuals ? 'Report again' : 'Report the actuals'}</SubmitButton>
      </Stack>
    </FormWithSummary>
  );
}
