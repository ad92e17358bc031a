import { paymentCalls, type PaymentAttemptInputSchema } from '@portal/shared/payments';
import type { z } from 'zod';
import { http } from '@web/lib/http-client';

export type AttemptValues = z.output<typeof PaymentAttemptInputSchema>;

/**
 * Starts paying an invoice's balance: M-Pesa prompts the phone, a card answers its provider's
 * page. A number or method refused comes back under its field (422); a prompt already waiting is
 * toasted (409).
 */
export async function startAttempt(invoiceId: number, values: AttemptValues) {
  return (await http.call(paymentCalls.start, { params: { id: invoiceId }, body: values })).data;
}
