import {
  Button,
  Group,
  NumberInput,
  Paper,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  DecisionInputSchema,
  vendorMessages,
  type Solution,
} from '@portal/shared/vendor-applications';
import {
  DECISION_STATUSES,
  REVIEW_STATUS_LABELS,
  SOLUTION_CATEGORY_LABELS,
  type DecisionStatus,
} from '@portal/shared/vendor-journey';
import { useState } from 'react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { StepFormShell } from '@web/components/applications/step-form-shell';
import { bindInput, fieldError, markChanged, useSchemaForm, type AnyForm } from '@web/lib/form';
import { useTakeVendorStep } from '../api/take-vendor-step';
import type { VendorStepFormProps } from './step-form';

const APPROVALS: readonly DecisionStatus[] = ['approved', 'approved_with_conditions'];
const shareInPercent = 'Give the revenue share of the approved solutions, from 0 to 100%.';

/**
 * The decision as the server takes it, with the share typed in percent and said so in its
 * messages, and the rules of a whole decision checked before it is sent.
 */
const DecisionFormSchema = DecisionInputSchema.extend({
  share_bps: z
    .number({ error: shareInPercent })
    .int(shareInPercent)
    .min(0, shareInPercent)
    .max(10_000, shareInPercent)
    .nullish()
    .transform((value) => value ?? null),
}).superRefine((decision, ctx) => {
  decision.decisions.forEach((entry, index) => {
    if (entry.status === 'approved_with_conditions' && entry.conditions.length === 0)
      ctx.addIssue({
        code: 'custom',
        message: vendorMessages.conditionsNeeded,
        path: ['decisions', index, 'conditions'],
      });
  });
  const approves = decision.decisions.some((entry) => APPROVALS.includes(entry.status));
  if (approves && decision.share_bps === null)
    ctx.addIssue({ code: 'custom', message: shareInPercent, path: ['share_bps'] });
});
type DecisionForm = AnyForm<z.input<typeof DecisionFormSchema>>;

/** A list's own message (conditions missing, a solution left out), where its fields are. */
function ListError({
  form,
  name,
}: {
  form: DecisionForm;
  name: 'decisions' | `decisions.${number}.conditions`;
}) {
  const message = fieldError(form, name);
  if (!message) return null;
  return (
    <Text c="var(--mantine-color-error)" size="sm" role="alert">
      {message}
    </Text>
  );
}

/** The conditions of an approval with conditions: each its text and due date, added or removed. */
function ConditionFields({ form, index }: { form: DecisionForm; index: number }) {
  const name = `decisions.${index}.conditions` as const;
  const conditions = useFieldArray({ control: form.control, name });
  return (
    <Stack gap="sm">
      {conditions.fields.map((condition, position) => {
        const number = position + 1;
        return (
          <Stack key={condition.id} gap="xs">
            <Textarea
              label={`Condition ${number}`}
              description="What the vendor must do, as the letter and the register will say it."
              rows={2}
              required
              {...bindInput(form, `${name}.${position}.text`)}
            />
            <Group align="flex-end" justify="space-between" gap="sm">
              <TextInput
                type="date"
                label={`Condition ${number} due by`}
                required
                {...bindInput(form, `${name}.${position}.due_on`)}
              />
              <Button variant="default" onClick={() => conditions.remove(position)}>
                Remove condition {number}
              </Button>
            </Group>
          </Stack>
        );
      })}
      <Group>
        <Button variant="default" onClick={() => conditions.append({ text: '', due_on: '' })}>
          Add a condition
        </Button>
      </Group>
    </Stack>
  );
}

/** One solution's decision: its status, and its conditions where it is approved with some. */
function SolutionDecision({
  form,
  solution,
  index,
}: {
  form: DecisionForm;
  solution: Solution;
  index: number;
}) {
  const statusName = `decisions.${index}.status` as const;
  const status = useWatch({ control: form.control, name: statusName });
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Stack gap={0}>
          <Title order={4} style={{ overflowWrap: 'anywhere' }}>
            {solution.name}
          </Title>
          <Text size="sm" c="dimmed">
            {SOLUTION_CATEGORY_LABELS[solution.category]}
          </Text>
        </Stack>
        <Controller
          control={form.control}
          name={statusName}
          render={({ field }) => (
            <Radio.Group
              label={`Decision on ${solution.name}`}
              required
              value={field.value ?? null}
              onChange={(value) => {
                const chosen = value as DecisionStatus;
                field.onChange(chosen);
                // Conditions go with, and only with, an approval with conditions.
                form.setValue(
                  `decisions.${index}.conditions`,
                  chosen === 'approved_with_conditions' ? [{ text: '', due_on: '' }] : [],
                );
                markChanged(form, statusName);
              }}
              error={fieldError(form, statusName)}
            >
              <Stack gap="xs" mt="xs">
                {DECISION_STATUSES.map((choice, position) => (
                  <Radio
                    key={choice}
                    value={choice}
                    label={REVIEW_STATUS_LABELS[choice]}
                    ref={position === 0 ? field.ref : undefined}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        {status === 'approved_with_conditions' && <ConditionFields form={form} index={index} />}
        <ListError form={form} name={`decisions.${index}.conditions`} />
      </Stack>
    </Paper>
  );
}

/**
 * The share in percent, sent in basis points (12.5% is 1250), once any solution is approved; what
 * is typed stays as typed, so that '12.' on its way to '12.5' is not cut short.
 */
function ShareField({ form }: { form: DecisionForm }) {
  const [shown, setShown] = useState<string | number>('');
  const decisions = useWatch({ control: form.control, name: 'decisions' });
  // Asked for only where it applies: a decision that approves nothing sets no share.
  if (!decisions.some((entry) => entry.status && APPROVALS.includes(entry.status))) return null;
  return (
    <Controller
      control={form.control}
      name="share_bps"
      render={({ field }) => (
        <NumberInput
          label="Revenue share to the authority (%)"
          description="Of the approved solutions' revenue, from 0 to 100, to two decimal places."
          required
          value={shown}
          onChange={(value) => {
            setShown(value);
            const percent = typeof value === 'number' ? value : Number.parseFloat(value);
            field.onChange(Number.isNaN(percent) ? undefined : Math.round(percent * 100));
            markChanged(form, 'share_bps');
          }}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldError(form, 'share_bps')}
          min={0}
          max={100}
          decimalScale={2}
          allowNegative={false}
          clampBehavior="none"
          maw={320}
        />
      )}
    />
  );
}

/**
 * The decision, taken once for every solution: each its status (and conditions), the revenue
 * share when any is approved. The letter is issued and mailed, and cannot be taken back.
 */
export function DecisionStep({ application }: VendorStepFormProps) {
  const decide = useTakeVendorStep(application.id, 'decide');
  const form = useSchemaForm(DecisionFormSchema, {
    defaultValues: {
      decisions: application.solutions.map((solution) => ({
        solution_id: solution.id,
        conditions: [],
      })),
    },
  });
  return (
    <StepFormShell
      form={form}
      take={decide.mutateAsync}
      submitLabel="Record the decision"
      confirm={{
        title: 'Record this decision?',
        text: `The decision letter for ${application.reference} will be issued and mailed to the vendor, and every solution decided enters the public register. This cannot be undone.`,
        label: 'Record the decision',
      }}
    >
      <Text size="sm">
        Decide every solution. Conditions go with an approval with conditions only, each with the
        day it is due; the revenue share is needed when any solution is approved.
      </Text>
      <ListError form={form} name="decisions" />
      {application.solutions.map((solution, index) => (
        <SolutionDecision key={solution.id} form={form} solution={solution} index={index} />
      ))}
      <ShareField form={form} />
    </StepFormShell>
  );
}
