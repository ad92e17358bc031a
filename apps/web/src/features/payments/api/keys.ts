/** The query keys of paying online, all under one word. */
export const PAYMENTS_KEY = 'payments';

export const paymentKeys = {
  options: [PAYMENTS_KEY, 'options'] as const,
  attempt: (id: number) => [PAYMENTS_KEY, 'attempt', id] as const,
  payerPhone: (userId: number) => [PAYMENTS_KEY, 'payer-phone', userId] as const,
};
