import { Alert } from '@mantine/core';
import type { ApplicationStage } from '@portal/shared/land-journey';

/** The stages that wait on a payment, and what each waits for. */
const WAITING_FOR_PAYMENT: Partial<Record<ApplicationStage, string>> = {
  submitted: 'Waiting for the registration fee to be paid',
  offer_issued: 'Waiting for the stand premium to be paid',
};

/**
 * Nothing moves an unpaid application on but the payment: the steps say so, whether or not the
 * viewer may take one meanwhile (docs/product.md, "Parcel allocation").
 */
export function paymentNotice(stage: ApplicationStage, offering: boolean) {
  const waiting = WAITING_FOR_PAYMENT[stage];
  if (!waiting) return null;
  return (
    <Alert color="blue" title={waiting}>
      {offering
        ? 'The next step comes once the invoice below is paid in full.'
        : 'No step can be taken until the invoice below is paid in full.'}
    </Alert>
  );
}
