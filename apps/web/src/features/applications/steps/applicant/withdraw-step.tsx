import { Button, Collapse, Group, Stack, Text, Textarea } from '@mantine/core';
import { ReasonInputSchema, type ReasonInput } from '@portal/shared/application-step-bodies';
import { useState } from 'react';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { ApiError } from '@web/lib/http-client';
import { bindInput, showServerErrors, useSchemaForm } from '@web/lib/form';
import { notify } from '@web/lib/toast';
import { useTakeStep } from '@web/features/applications/api/take-step';
import type { StepFormProps } from '../step-form';
import { FormWithSummary } from '@web/components/form-with-summary';

/**
 * Withdraws the application, with the reason, after the house confirmation: it cannot be taken
 * back, a reserved parcel is released and unpaid invoices are voided. The reason is asked only
 * once the applicant says they mean to withdraw, so the step does not stand as tall as the one the
 * application waits for.
 */
export function WithdrawStep({ application }: StepFormProps) {
  const withdraw = useTakeStep(application.id, 'withdraw');
  const form = useSchemaForm(ReasonInputSchema, { defaultValues: { reason: '' } });
  const [reason, setReason] = useState<ReasonInput | null>(null);
  const [asking, setAsking] = useState(false);
  const confirm = async () => {
    if (!reason) return;
    try {
      const answer = await withdraw.mutateAsync(reason);
      notify.success(answer.message);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      showServerErrors(form, error);
    } finally {
      setReason(null);
    }
  };
  return (
    <FormWithSummary form={form} onSubmit={(event) => void form.handleSubmit(setReason)(event)}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text>Withdrawing closes the application for good.</Text>
          <Button
            variant="default"
            aria-expanded={asking}
            aria-controls="withdraw-reason"
            onClick={() => setAsking((shown) => !shown)}
          >
            Withdraw the application
          </Button>
        </Group>
        <Collapse expanded={asking} id="withdraw-reason">
          <Stack gap="sm">
            <Textarea
              label="Why are you withdrawing?"
              rows={3}
              required
              {...bindInput(form, 'reason')}
            />
            <Group>
              <Button type="submit" color="red.9" disabled={!form.formState.isValid}>
                Withdraw
              </Button>
            </Group>
          </Stack>
        </Collapse>
      </Stack>
      <ConfirmDialog
        opened={reason !== null}
        busy={withdraw.isPending}
        onCancel={() => setReason(null)}
        onConfirm={() => void confirm()}
        title="Withdraw?"
        confirmLabel="Withdraw"
      >
        You won&apos;t be able to revert this! A parcel held for you is released and unpaid invoices
        are cancelled.
      </ConfirmDialog>
    </FormWithSummary>
  );
}
