import { useQuery } from '@tanstack/react-query';
import { paymentCalls } from '@portal/shared/payments';
import { http } from '@web/lib/http-client';
import { paymentKeys } from './keys';

/**
 * How invoices can be paid online now: the methods on offer, the paybill, whether it is simulated.
 * Set by the server's configuration, so asked once a session.
 */
export function usePaymentOptions() {
  return useQuery({
    queryKey: paymentKeys.options,
    queryFn: async ({ signal }) => (await http.call(paymentCalls.options, { signal })).data,
    staleTime: Infinity,
  });
}
