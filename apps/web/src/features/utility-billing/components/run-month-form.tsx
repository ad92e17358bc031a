import { Group, Stack, Text, TextInput } from '@mantine/core';
import { RunInputSchema } from '@portal/shared/utility-bills';
import { nairobiPeriod, previousPeriod } from '@portal/shared/utilities';
import { useNavigate } from 'react-router';
import { FormWithSummary } from '@web/components/form-with-summary';
import { Refusal, useRefusal } from '@web/components/refusal';
import { SubmitButton } from '@web/components/submit-button';
import { bindInput, showServerErrors, useSchemaForm } from '@web/lib/form';
import { ApiError } from '@web/lib/http-client';
import { notify } from '@web/lib/toast';
import { useStartRun } from '../api/runs';
import { billingRunPaths } from '../paths';

/** The month before this one in Nairobi, the month usually run. */
export const lastMonth = () => previousPeriod(nairobiPeriod(new Date()));

/**
 * Runs a month (docs/product.md, "Utilities", Billing): its drafts are computed, then the run's
 * page shows them. A month not over is refused under the field; an issued month, a busy run or
 * an earlier draft month is said beside the button.
 */
export function RunMonthForm() {
  const navigate = useNavigate();
  const start = useStartRun();
  const refusal = useRefusal();
  const form = useSchemaForm(RunInputSchema, { defaultValues: { period: lastMonth() } });
  const onSubmit = form.handleSubmit(async ({ period }) => {
    try {
      const answer = await refusal.attempt(() => start.mutateAsync(period));
      if (!answer) return;
      notify.success(answer.message);
      await navigate(billingRunPaths.show(answer.data.id));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      showServerErrors(form, error);
    }
  });
  return (
    <FormWithSummary form={form} onSubmit={onSubmit} aria-label="Run a month">
      <Stack gap="sm">
        <Text>
          Running a month computes a draft bill for every active connection. Drafts can be run
          again, after readings are corrected, until the month is issued; a month is never billed
          twice. A month is run once it is over, and only after the month before it is issued.
        </Text>
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Month"
            description="Year and month, for example 2026-11."
            type="month"
            required
            {...bindInput(form, 'period')}
          />
          <SubmitButton form={form}>Run a month</SubmitButton>
        </Group>
        <Refusal title="The month was not run" message={refusal.message} />
      </Stack>
    </FormWithSummary>
  );
}
