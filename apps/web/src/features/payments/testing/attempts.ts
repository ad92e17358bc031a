import type { PaymentAttempt, PaymentOptions } from '@portal/shared/payments';

/** The simulator's options, as GET /payments/options answers them; override what the test is about. */
export function makeOptions(overrides: Partial<PaymentOptions> = {}): PaymentOptions {
  return {
    provider: 'simulator',
    simulated: true,
    methods: ['mobile_money', 'card'],
    paybill: '174379',
    ...overrides,
  };
}

/** Ivy's M-Pesa prompt for invoice 31, waiting for her PIN; override what the test is about. */
export function makeAttempt(overrides: Partial<PaymentAttempt> = {}): PaymentAttempt {
  return {
    id: 5,
    invoice_id: 31,
    invoice_number: 'INV-2026-000031',
    method: 'mobile_money',
    phone: '2547•••••678',
    amount: 1_500_000,
    currency: 'KES',
    status: 'pending',
    failure_reason: null,
    checkout_url: null,
    receipt_code: null,
    created_at: '2026-11-27T07:00:00.000Z',
    updated_at: '2026-11-27T07:00:00.000Z',
    ...overrides,
  };
}

/** The same attempt once the provider confirmed it, with its receipt's code. */
export const paidAttempt = (overrides: Partial<PaymentAttempt> = {}) =>
  makeAttempt({ status: 'succeeded', receipt_code: 'RC7K-2M9Q-X4TD-8WNB', ...overrides });
