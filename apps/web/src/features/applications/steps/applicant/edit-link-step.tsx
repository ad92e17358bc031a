import { ContinueStep } from '@web/components/applications/continue-step';
import { applicationPaths } from '@web/features/applications/paths';
import type { StepFormProps } from '../step-form';

/** A draft, or an application sent back for correction, is changed in the stepped form. */
export function EditLinkStep({ application }: StepFormProps) {
  return (
    <ContinueStep
      text={
        application.stage === 'draft'
          ? 'Your draft is saved. Complete it, then check your answers and submit.'
          : 'Make the corrections the authority asks for; your changes are saved as you go.'
      }
      to={applicationPaths.edit(application.id)}
    />
  );
}
