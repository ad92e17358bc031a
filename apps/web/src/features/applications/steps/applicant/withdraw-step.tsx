import { WithdrawStep as JourneyWithdrawStep } from '@web/components/applications/withdraw-step';
import { useTakeStep } from '@web/features/applications/api/take-step';
import type { StepFormProps } from '../step-form';

/** Withdraws a land application: a reserved parcel is released and unpaid invoices voided. */
export function WithdrawStep({ application }: StepFormProps) {
  const withdraw = useTakeStep(application.id, 'withdraw');
  return (
    <JourneyWithdrawStep
      take={withdraw.mutateAsync}
      busy={withdraw.isPending}
      consequence="A parcel held for you is released and unpaid invoices are cancelled."
    />
  );
}
