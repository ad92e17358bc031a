import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { paymentCalls, type PaymentAttempt } from '@portal/shared/payments';
import { http } from '@web/lib/http-client';
import { PAYMENTS_KEY, paymentKeys } from './keys';

/** How often a pending attempt is asked about: a person waits with the phone in hand. */
export const ATTEMPT_POLL_MS = 2_500;

/**
 * An attempt, asked again every few seconds while it is pending, until the provider's word makes
 * it final. Once paid, every other answer on screen is asked again: a payment changes an invoice's
 * balance, its application's stage, a bill, the dashboard.
 */
export function useAttempt(id: number) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: paymentKeys.attempt(id),
    queryFn: async ({ signal }) =>
      (await http.call(paymentCalls.attempt, { params: { id }, signal })).data,
    refetchInterval: (current) =>
      current.state.data?.status === 'pending' ? ATTEMPT_POLL_MS : false,
  });
  const paid = query.data?.status === 'succeeded';
  useEffect(() => {
    if (paid)
      void queryClient.invalidateQueries({
        predicate: (other) => other.queryKey[0] !== PAYMENTS_KEY,
      });
  }, [paid, queryClient]);
  return query;
}

/** An attempt just started, kept so that following it starts from what the server answered. */
export function useKeepAttempt() {
  const queryClient = useQueryClient();
  return (attempt: PaymentAttempt) =>
    queryClient.setQueryData(paymentKeys.attempt(attempt.id), attempt);
}
