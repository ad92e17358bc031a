import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vendorCallCalls } from '@portal/shared/vendor-calls';
import { http } from '@web/lib/http-client';
import type { VendorCallValues } from './create-vendor-call';
import { vendorCallQuery } from './get-vendor-call';
import { vendorCallsListKey } from './get-vendor-calls';

/** The id travels in the path only: a call's body is the same for creating and changing it. */
export function updateVendorCall({ id, ...values }: VendorCallValues & { id: number }) {
  return http.call(vendorCallCalls.update, { params: { id }, body: values });
}

export function useUpdateVendorCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVendorCall,
    // The answer is the saved call: the record is fresh, the list pages are not.
    onSuccess: (answer) => {
      queryClient.setQueryData(vendorCallQuery(answer.data.id).queryKey, answer.data);
      return queryClient.invalidateQueries({ queryKey: vendorCallsListKey });
    },
  });
}
