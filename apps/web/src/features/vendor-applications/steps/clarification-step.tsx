import { NoteStepForm } from '@web/components/applications/note-step-form';
import { useTakeVendorStep } from '../api/take-vendor-step';
import type { VendorStepFormProps } from './step-form';

/** Sends the application back to the vendor with a question; the evaluation waits for the answer. */
export function ClarificationStep({ application }: VendorStepFormProps) {
  const ask = useTakeVendorStep(application.id, 'request_clarification');
  return (
    <NoteStepForm
      take={ask.mutateAsync}
      submitLabel="Ask for clarification"
      label="What should the vendor clarify?"
      description="The vendor reads this in their mail and on the application, and answers here."
    />
  );
}
