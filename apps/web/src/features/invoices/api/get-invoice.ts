import { queryOptions, useQuery } from '@tanstack/react-query';
import { invoiceCalls } from '@portal/shared/invoices';
import { http } from '@web/lib/http-client';

/** One invoice; one the caller may not see is a 404, toasted by the HTTP client. */
export const invoiceQuery = (id: number) =>
  queryOptions({
    queryKey: ['invoices', 'record', id],
    queryFn: async ({ signal }) =>
      (await http.call(invoiceCalls.show, { params: { id }, signal })).data,
  });

export function useInvoice(id: number) {
  return useQuery(invoiceQuery(id));
}
