import { invoiceCalls, type PaymentInputSchema } from '@portal/shared/invoices';
import type { z } from 'zod';
import { http } from '@web/lib/http-client';

export type PaymentValues = z.output<typeof PaymentInputSchema>;

/**
 * Records a payment: more than the balance comes back under the amount (422); the same reference
 * twice, or an invoice no longer open, is toasted (409). Answers the invoice as it now is.
 */
export const recordPayment = (id: number, values: PaymentValues) =>
  http.call(invoiceCalls.pay, { params: { id }, body: values });
