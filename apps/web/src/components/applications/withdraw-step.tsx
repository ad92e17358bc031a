import { Button, Collapse, Group, Stack, Text, Textarea } from '@mantine/core';
import { ReasonInputSchema, type ReasonInput } from '@portal/shared/application-step-bodies';
import { useState } from 'react';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { FormWithSummary } from '@web/components/form-with-summary';
import { bindInput, showServerErrors, useSchemaForm } from '@web/lib/form';
import { ApiError } from '@web/lib/http-client';
import { notify } from '@web/lib/toast';

type WithdrawStepProps = {
  /** Withdraws with the reason, answering the server's message. */
  take: (body: ReasonInput) => Promise<{ message: string }>;
  busy: boolean;
  /** What else withdrawing ends, said in the confirmation. */
  consequence: string;
};

/**
 * Withdraws the application, with the reason, after the house confirmation: it cannot be taken
 * back. The reason is asked only once the applicant says they mean to withdraw, so the step does
 * not stand as tall as the one the application waits for.
 */
export function WithdrawStep({ take, busy, consequence }: WithdrawStepProps) {
  const form = useSchemaForm(ReasonInputSchema, { defaultValues: { reason: '' } });
  const [reason, setReason] = useState<ReasonInput | null>(null);
  const [asking, setAsking] = useState(false);
  const confirm = async () => {
    if (!reason) return;
    try {
      notify.success((await take(reason)).message);
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
        busy={busy}
        onCancel={() => setReason(null)}
        onConfirm={() => void confirm()}
        title="Withdraw?"
        confirmLabel="Withdraw"
      >
        You won&apos;t be able to revert this! {consequence}
      </ConfirmDialog>
    </FormWithSummary>
  );
}
