import { useQueryClient } from '@tanstack/react-query';
import { utilityBillCalls, type AccountPaymentInputSchema } from '@portal/shared/utility-bills';
import type { z } from 'zod';
import { pagedListKey } from '@web/components/data-table/use-paged-list';
import { http } from '@web/lib/http-client';
import { arrearsKey } from './arrears';

export type AccountPaymentValues = z.output<typeof AccountPaymentInputSchema>;

/**
 * Records money received on a connection's account: the named bill first, then the oldest. A
 * reference recorded before is refused under its field (409 with field errors); a day to come
 * or a bill of another connection, under theirs (422).
 */
export function usePayOnAccount(connectionId: number) {
  const queryClient = useQueryClient();
  return async ({ bill_id, ...values }: AccountPaymentValues) => {
    const answer = await http.call(utilityBillCalls.pay, {
      params: { id: connectionId },
      body: { ...values, ...(bill_id === undefined ? {} : { bill_id: String(bill_id) }) },
    });
    void queryClient.invalidateQueries({ queryKey: arrearsKey });
    void queryClient.invalidateQueries({ queryKey: ['utility-bills'] });
    void queryClient.invalidateQueries({ queryKey: pagedListKey('invoices') });
    return answer;
  };
}
