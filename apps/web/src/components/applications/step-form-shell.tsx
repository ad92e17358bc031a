import { Group, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { FormWithSummary } from '@web/components/form-with-summary';
import { SubmitButton } from '@web/components/submit-button';
import { showServerErrors, type SchemaForm } from '@web/lib/form';
import { ApiError } from '@web/lib/http-client';
import { notify } from '@web/lib/toast';

/** The question asked before a step that cannot be taken back (docs/product.md, "Errors"). */
export type StepConfirmation = { title: string; text: ReactNode; label: string };

export type StepFormShellProps<I extends FieldValues, O extends FieldValues> = {
  form: SchemaForm<I, O>;
  /** Takes the step with the valid values, answering the server's message. */
  take: (values: O) => Promise<{ message: string }>;
  submitLabel: string;
  /** Asked once the form is valid, before the call; none for a step that can be redone. */
  confirm?: StepConfirmation;
  children?: ReactNode;
};

/**
 * A step's form: its fields, a submit that is disabled while they are invalid, the confirmation
 * where the step is final, a 422's messages under their fields (a 409 was toasted by the HTTP
 * client), and on success the server's message, the page showing the application as it answers.
 */
export function StepFormShell<I extends FieldValues, O extends FieldValues>({
  form,
  take,
  submitLabel,
  confirm,
  children,
}: StepFormShellProps<I, O>) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const run = async (values: O) => {
    try {
      notify.success((await take(values)).message);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      showServerErrors(form, error);
    }
  };
  const onSubmit = form.handleSubmit((values) => (confirm ? setAsking(true) : run(values)));
  // Taken as a submit of its own, so that a refusal's messages reach the error summary too.
  const confirmed = form.handleSubmit(async (values) => {
    setBusy(true);
    await run(values);
    setBusy(false);
    setAsking(false);
  });

  return (
    <FormWithSummary form={form} onSubmit={onSubmit}>
      <Stack gap="md">
        {children}
        <Group justify="flex-end">
          <SubmitButton form={form}>{submitLabel}</SubmitButton>
        </Group>
      </Stack>
      {confirm && (
        <ConfirmDialog
          opened={asking}
          busy={busy}
          onCancel={() => setAsking(false)}
          onConfirm={() => void confirmed()}
          title={confirm.title}
          confirmLabel={confirm.label}
        >
          {confirm.text}
        </ConfirmDialog>
      )}
    </FormWithSummary>
  );
}
