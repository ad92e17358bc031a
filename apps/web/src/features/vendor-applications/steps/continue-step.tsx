import { ContinueStep as JourneyContinueStep } from '@web/components/applications/continue-step';
import { paths } from '@web/config/resources';
import type { VendorStepFormProps } from './step-form';

/** A draft is completed, and submitted, in the vendor's stepped form. */
export function ContinueStep({ application }: VendorStepFormProps) {
  return (
    <JourneyContinueStep
      text="Your draft is saved. Complete it, then check your answers and submit."
      to={paths.myVendorApplications.edit(application.id)}
    />
  );
}
