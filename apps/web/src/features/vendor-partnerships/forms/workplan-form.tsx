import { Alert, Fieldset, Input, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  EDITABLE_WORKPLAN_STATUSES,
  LEAD_STAGE_LABELS,
  LEAD_STAGES,
} from '@portal/shared/vendor-partnership-words';
import {
  WorkplanInputSchema,
  type Partnership,
  type Workplan,
  type WorkplanInput,
} from '@portal/shared/vendor-partnerships';
import { useQueryClient } from '@tanstack/react-query';
import { FormActions } from '@web/components/form-actions';
import { FormNumberInput, wholeNumberInput } from '@web/components/form-number-input';
import { FormSelect } from '@web/components/form-select';
import { FormWithSummary } from '@web/components/form-with-summary';
import { MoneyInput } from '@web/components/money-input';
import { RowsField } from '@web/components/rows-field';
import { useSaveAndGoBack } from '@web/components/use-save-and-go-back';
import { bindInput, useSchemaForm, type AnyForm } from '@web/lib/form';
import { optionsOf } from '@web/lib/options';
import { partnershipQuery } from '../api/partnerships';
import { updateWorkplan, writeWorkplan } from '../api/steps';
import { partnershipPaths } from '../paths';
import { quarterLabel, quarterWithMonths } from '../words';

const stageOptions = optionsOf(LEAD_STAGES, LEAD_STAGE_LABELS);

type Form = AnyForm<WorkplanInput>;

/** The plan's content as a form holds it, without what the server adds. */
const contentOf = ({ targets, leads, activities, people }: Workplan): WorkplanInput => ({
  targets,
  leads,
  activities,
  people,
});

/**
 * What the form starts from: the version being written, else the approved one (a revision starts
 * from the plan in force), else targets for each quarter of the year and one row of each list.
 */
function startingPlan(partnership: Partnership, open: Workplan | undefined): WorkplanInput {
  if (open) return contentOf(open);
  const inForce = partnership.workplans.find((plan) => plan.id === partnership.workplan_in_force);
  if (inForce) return contentOf(inForce);
  return {
    targets: partnership.quarters.map((quarter) => ({ quarter, customers: 0, revenue: 0 })),
    leads: [],
    activities: [{ title: '', quarter: partnership.quarters[0]! }],
    people: [{ name: '', role: '', email: '' }],
  };
}

/** A quarter's customers and revenue, a fieldset each, in the year's order. */
function TargetFields({ form, quarters }: { form: Form; quarters: string[] }) {
  return (
    <Stack gap="sm">
      <Stack gap={2}>
        <Input.Label labelElement="div">Targets</Input.Label>
        <Input.Description>
          For each quarter of the partnership year: the customers you will win through the
          partnership, and the revenue you will earn from them. Each quarterly review scores the
          quarter against these.
        </Input.Description>
      </Stack>
      {quarters.map((quarter, index) => (
        <Fieldset key={quarter} legend={quarterWithMonths(quarter)} variant="filled">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FormNumberInput
              form={form}
              name={`targets.${index}.customers`}
              label={`Customers to win in ${quarterLabel(quarter)}`}
              min={0}
              required
              {...wholeNumberInput}
            />
            <MoneyInput
              form={form}
              name={`targets.${index}.revenue`}
              label={`Revenue to earn in ${quarterLabel(quarter)}`}
              required
            />
          </SimpleGrid>
        </Fieldset>
      ))}
    </Stack>
  );
}

type WorkplanFormProps = { partnership: Partnership };

/**
 * The year's workplan (docs/product.md, "The vendor partnership"): targets of customers and
 * revenue for each quarter, the named prospects, the activities planned and the people who answer
 * for them. Saved as a draft; the partnership's page submits it for approval.
 */
export function WorkplanForm({ partnership }: WorkplanFormProps) {
  const queryClient = useQueryClient();
  const open = partnership.actions.includes('edit_workplan')
    ? partnership.workplans.find(
        (plan) =>
          plan.year === partnership.year && EDITABLE_WORKPLAN_STATUSES.includes(plan.status),
      )
    : undefined;
  const form = useSchemaForm(WorkplanInputSchema, {
    defaultValues: startingPlan(partnership, open),
  });
  const back = partnershipPaths.show(partnership.id);
  const onSubmit = useSaveAndGoBack(form, back, async (values) => {
    const answer = open
      ? await updateWorkplan({ id: partnership.id, wid: open.id }, values)
      : await writeWorkplan(partnership.id, values);
    queryClient.setQueryData(partnershipQuery(partnership.id).queryKey, answer.data);
    return answer;
  });
  const quarterOptions = partnership.quarters.map((quarter) => ({
    value: quarter,
    label: quarterWithMonths(quarter),
  }));
  return (
    <FormWithSummary form={form} onSubmit={onSubmit}>
      <Stack gap="lg">
        {open?.status === 'returned' && open.return_note && (
          <Alert color="yellow" title="Returned for changes">
            {open.return_note}
          </Alert>
        )}
        <TargetFields form={form} quarters={partnership.quarters} />
        <RowsField
          form={form}
          name="leads"
          label="Sales leads"
          description="The prospects you are pursuing, by name, with where each stands and what it may be worth."
          noun="lead"
          blank={() => ({
            name: '',
            stage: 'prospect' as const,
            expected_value: undefined as never,
          })}
          max={100}
        >
          {(index) => (
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput label="Prospect" required {...bindInput(form, `leads.${index}.name`)} />
              <FormSelect
                form={form}
                name={`leads.${index}.stage`}
                label="Stage"
                data={stageOptions}
                allowDeselect={false}
                required
              />
              <MoneyInput
                form={form}
                name={`leads.${index}.expected_value`}
                label="Expected value"
                required
              />
            </SimpleGrid>
          )}
        </RowsField>
        <RowsField
          form={form}
          name="activities"
          label="Planned activities"
          description="What you will do with the authority to reach the targets, each in the quarter it falls in."
          noun="activity"
          blank={() => ({ title: '', quarter: partnership.quarters[0]! })}
          max={100}
        >
          {(index) => (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Activity"
                required
                {...bindInput(form, `activities.${index}.title`)}
              />
              <FormSelect
                form={form}
                name={`activities.${index}.quarter`}
                label="Quarter"
                data={quarterOptions}
                allowDeselect={false}
                required
              />
            </SimpleGrid>
          )}
        </RowsField>
        <RowsField
          form={form}
          name="people"
          label="People responsible"
          description="Who answers for the plan on your side."
          noun="person"
          blank={() => ({ name: '', role: '', email: '' })}
          max={30}
        >
          {(index) => (
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput label="Name" required {...bindInput(form, `people.${index}.name`)} />
              <TextInput label="Role" required {...bindInput(form, `people.${index}.role`)} />
              <TextInput
                label="Email"
                type="email"
                required
                {...bindInput(form, `people.${index}.email`)}
              />
            </SimpleGrid>
          )}
        </RowsField>
        <FormActions form={form} cancelTo={back} />
      </Stack>
    </FormWithSummary>
  );
}
