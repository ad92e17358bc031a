import { WithdrawStep as JourneyWithdrawStep } from '@web/components/applications/withdraw-step';
import { useTakeVendorStep } from '../api/take-vendor-step';
import type { VendorStepFormProps } from './step-form';

/** Withdraws a vendor application: every solution still in review is withdrawn with it. */
export function WithdrawStep({ application }: VendorStepFormProps) {
  const withdraw = useTakeVendorStep(application.id, 'withdraw');
  return (
    <JourneyWithdrawStep
      take={withdraw.mutateAsync}
      busy={withdraw.isPending}
      consequence="Every solution still in review is withdrawn with it."
    />
  );
}
