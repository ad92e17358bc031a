import { Textarea } from '@mantine/core';
import { NoteSchema } from '@portal/shared/vendor-applications';
import { StepFormShell } from '@web/components/applications/step-form-shell';
import { bindInput, useSchemaForm } from '@web/lib/form';
import { useTakeVendorStep } from '../api/take-vendor-step';
import type { VendorStepFormProps } from './step-form';

/** Sends the application back to the vendor with a question; the evaluation waits for the answer. */
export function ClarificationStep({ application }: VendorStepFormProps) {
  const ask = useTakeVendorStep(application.id, 'request_clarification');
  const form = useSchemaForm(NoteSchema, { defaultValues: { note: '' } });
  return (
    <StepFormShell form={form} take={ask.mutateAsync} submitLabel="Ask for clarification">
      <Textarea
        label="What should the vendor clarify?"
        description="The vendor reads this in their mail and on the application, and answers here."
        rows={4}
        required
        {...bindInput(form, 'note')}
      />
    </StepFormShell>
  );
}
