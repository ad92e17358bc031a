import { Group, Stack } from '@mantine/core';
import type { CalledStep } from '@portal/shared/application-step-calls';
import { useState, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { SubmitButton } from '@web/components/submit-button';
import { showServerErrors, type SchemaForm } from '@web/lib/form';
import { ApiError } from '@web/lib/http-client';
import { notify } from '@web/lib/toast';
import { useTakeStep } from '@web/features/applications/api/take-step';
import { FormWithSummary } from '@web/components/form-with-summary';

/** The question asked before a step that cannot be taken back (docs/product.md, "Errors"). */
export type StepConfirmation = { title: string; text: ReactNode; label: string };

type StepFormShellProps<I extends FieldValues, O extends FieldValues> = {
  form: SchemaForm<I, O>;
  applicationId: number;
  /** The step whose call is made with the valid values: 'assign', 'register_lease'. */
  step: CalledStep;
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
  applicationId,
  step,
  submitLabel,
  confirm,
  children,
}: StepFormShellProps<I, O>) {
  const [pending, setPending] = useState<O | null>(null);
  const [busy, setBusy] = useState(false);
  const take = useTakeStep(applicationId, step);

  const run = async (values: O) => {
    try {
      notify.success((await take.mutateAsync(values)).message);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      showServerErrors(form, error);
    }
  };
  const onSubmit = form.handleSubmit((values) => (confirm ? setPending(values) : run(values)));
  const confirmed = async () => {
    if (!pending) return;
    setBusy(true);
    await run(pending);
    setBusy(false);
    setPending(null);
  };

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
          opened={pending !== null}
          busy={busy}
          onCancel={() => setPending(null)}
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
