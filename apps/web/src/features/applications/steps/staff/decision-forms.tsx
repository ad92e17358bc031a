import { Text, Textarea } from '@mantine/core';
import { ReasonInputSchema } from '@portal/shared/application-step-bodies';
import { z } from 'zod';
import { NoteStepForm } from '@web/components/applications/note-step-form';
import { useTakeStep } from '@web/features/applications/api/take-step';
import { bindInput, useSchemaForm } from '@web/lib/form';
import type { StepFormProps } from '../step-form';
import { StepFormShell } from './step-form-shell';

/** Sends the application back to the applicant with what to correct; they resubmit it. */
export function RequestCorrectionForm({ application }: StepFormProps) {
  const ask = useTakeStep(application.id, 'request_correction');
  return (
    <NoteStepForm
      take={ask.mutateAsync}
      submitLabel="Ask for a correction"
      label="What to correct"
      description="The applicant reads this in their mail and on the application."
    />
  );
}

const NothingToFill = z.object({});

/** Approves the application: the Letter of Notification is issued and mailed. */
export function ApproveForm({ application }: StepFormProps) {
  const form = useSchemaForm(NothingToFill, { defaultValues: {} });
  return (
    <StepFormShell
      form={form}
      applicationId={application.id}
      step="approve"
      submitLabel="Approve"
      confirm={{
        title: 'Approve this application?',
        text: `${application.reference} will be approved and its Letter of Notification issued to the applicant. This cannot be undone.`,
        label: 'Approve',
      }}
    >
      <Text>
        Approving issues the Letter of Notification; the applicant then signs the letter of intent.
      </Text>
    </StepFormShell>
  );
}

/** Rejects the application, with the reason the applicant is given. */
export function RejectForm({ application }: StepFormProps) {
  const form = useSchemaForm(ReasonInputSchema, { defaultValues: { reason: '' } });
  return (
    <StepFormShell
      form={form}
      applicationId={application.id}
      step="reject"
      submitLabel="Reject"
      confirm={{
        title: 'Reject this application?',
        text: `${application.reference} will be closed as rejected and the applicant mailed the reason. This cannot be undone.`,
        label: 'Reject',
      }}
    >
      <Textarea
        label="Reason"
        description="The applicant is mailed this reason."
        rows={4}
        required
        {...bindInput(form, 'reason')}
      />
    </StepFormShell>
  );
}
