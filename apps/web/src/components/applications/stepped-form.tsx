import { Box, Button, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { messages } from '@portal/shared/messages';
import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { Problem } from '@web/components/error-summary';
import { FormWithSummary } from '@web/components/form-with-summary';
import { SubmitButton } from '@web/components/submit-button';
import { ApiError } from '@web/lib/http-client';
import { showServerErrors, type AnyForm, type SchemaForm } from '@web/lib/form';

/*
 * The shell of an application form in steps, either journey's (the GOV.UK question pages, then
 * check answers): the steps named at the top, the step's heading, and Back, Save and come back
 * later and Continue at the bottom; the step is in the address, so that Change links lead to it.
 */

export type FormStep = { key: string; title: string };

/** The step the address names (`?step=2`, counted from 1), and the way to another. */
export function useStepParam(count: number): [number, (step: number) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('step') ?? 1) - 1;
  const step = Number.isInteger(asked) ? Math.min(Math.max(asked, 0), count - 1) : 0;
  return [step, (next) => setParams({ step: String(next + 1) })];
}

/** The address of `step` (counted from 0) of the form at `path`. */
export const stepAddress = (path: string, step: number) => `${path}?step=${step + 1}`;

/** The steps, labelled, above the form; a phone has no room for them, and the caption says it. */
export function FormStepper({ steps, step }: { steps: readonly FormStep[]; step: number }) {
  return (
    <Stepper active={step} allowNextStepsSelect={false} size="sm" visibleFrom="sm">
      {steps.map((formStep) => (
        <Stepper.Step key={formStep.key} label={formStep.title} />
      ))}
    </Stepper>
  );
}

type StepHeadingProps = { steps: readonly FormStep[]; step: number; title?: string };

/** The step's question: its number and title, or what a page within the step is about. */
export function StepHeading({ steps, step, title = steps[step]!.title }: StepHeadingProps) {
  return (
    <Stack gap={4}>
      {/* Labelled steps do not fit a phone's width: there a caption above the question says
          where one is, and the heading drops the number it repeats. */}
      <Text hiddenFrom="sm" c="dimmed">
        Step {step + 1} of {steps.length}
      </Text>
      <Title order={2}>
        <Box component="span" visibleFrom="sm">
          {step + 1}.
        </Box>{' '}
        {title}
      </Title>
    </Stack>
  );
}

/**
 * Flags each of `fields` that `values` leave blank as required, and says whether any was: a
 * draft is saved as it is, but Continue names what its step still lacks (record 0044).
 */
export function flagBlanks<T extends FieldValues>(
  form: AnyForm<T>,
  fields: readonly FieldPath<T>[],
  values: Partial<Record<FieldPath<T>, unknown>>,
): boolean {
  const blanks = fields.filter((field) => values[field] == null || values[field] === '');
  blanks.forEach((field) => form.setError(field, { type: 'required', message: messages.required }));
  return blanks.length > 0;
}

type RefusalLinks = {
  /** Where the step that asks for `key` is. */
  to: (key: string) => string;
  /** What the summary calls `key`'s field; null where the message names it already. */
  labelOf: (key: string) => string | null;
};

/** A refused submit's messages, each leading to the step that asks for what is wrong. */
export function refusalProblems(error: ApiError, { to, labelOf }: RefusalLinks): Problem[] {
  return Object.entries(error.errors ?? {}).flatMap(([key, found]) =>
    found.slice(0, 1).map((message) => {
      const label = labelOf(key);
      return { key, message: label ? `${label}: ${message}` : message, to: to(key) };
    }),
  );
}

type SteppedFormProps<I extends FieldValues, O extends FieldValues> = {
  form: SchemaForm<I, O>;
  steps: readonly FormStep[];
  step: number;
  goTo: (step: number) => void;
  /** Problems no field of the step shows: a refused submit's, or a list the step lacks. */
  problems: Problem[];
  /** Sends the step on: `leaving` when it was Save and come back later. */
  onContinue: (values: O, leaving: boolean) => Promise<void>;
  /**
   * What a refusal of the server's does instead of putting its messages under the fields: on
   * the check of answers, which shows none, each goes to the summary with a link to its step.
   */
  onRefused?: (error: ApiError) => void;
  /** Whether the step has answers to save for later. */
  canLeave: boolean;
  continueLabel: string;
  children: ReactNode;
};

export function SteppedForm<I extends FieldValues, O extends FieldValues>({
  form,
  steps,
  step,
  goTo,
  problems,
  onContinue,
  onRefused,
  canLeave,
  continueLabel,
  children,
}: SteppedFormProps<I, O>) {
  const submitFor = (leaving: boolean) =>
    form.handleSubmit(async (values) => {
      try {
        await onContinue(values, leaving);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (onRefused) onRefused(error);
        else showServerErrors(form, error);
      }
    });
  return (
    <Stack gap="lg">
      <FormStepper steps={steps} step={step} />
      <FormWithSummary
        form={form}
        problems={problems}
        onSubmit={(event) => {
          const submitter = (event.nativeEvent as SubmitEvent).submitter;
          void submitFor(submitter?.dataset.intent === 'later')(event);
        }}
      >
        <Stack gap="lg">
          <StepHeading steps={steps} step={step} />
          {children}
          <Group justify="space-between">
            {step > 0 ? (
              <Button variant="default" onClick={() => goTo(step - 1)}>
                Back
              </Button>
            ) : (
              <span />
            )}
            <Group>
              {canLeave && (
                <SubmitButton form={form} variant="default" data-intent="later">
                  Save and come back later
                </SubmitButton>
              )}
              <SubmitButton form={form}>{continueLabel}</SubmitButton>
            </Group>
          </Group>
        </Stack>
      </FormWithSummary>
    </Stack>
  );
}
