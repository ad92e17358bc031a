import { Textarea } from '@mantine/core';
import { NoteInputSchema, type NoteInput } from '@portal/shared/application-step-bodies';
import { StepFormShell } from '@web/components/applications/step-form-shell';
import { bindInput, useSchemaForm } from '@web/lib/form';

type NoteStepFormProps = {
  /** Takes the step with the note, answering the server's message. */
  take: (body: NoteInput) => Promise<{ message: string }>;
  submitLabel: string;
  /** The note's label and who reads it where. */
  label: string;
  description: string;
};

/**
 * A step whose only field is a note for the other side, either journey's: a request for a
 * correction or a clarification, or the answer to one.
 */
export function NoteStepForm({ take, submitLabel, label, description }: NoteStepFormProps) {
  const form = useSchemaForm(NoteInputSchema, { defaultValues: { note: '' } });
  return (
    <StepFormShell form={form} take={take} submitLabel={submitLabel}>
      <Textarea
        label={label}
        description={description}
        rows={4}
        required
        {...bindInput(form, 'note')}
      />
    </StepFormShell>
  );
}
