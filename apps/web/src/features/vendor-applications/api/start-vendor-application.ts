import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vendorApplicationCalls } from '@portal/shared/vendor-applications';
import { http } from '@web/lib/http-client';
import { vendorApplicationQuery } from './get-vendor-application';
import { vendorApplicationsListKey } from './list-vendor-applications';

/**
 * Starts a vendor application to an open call: a draft, its contact filled in from the account,
 * which the stepped form then completes. A call that is not open, or one the vendor has applied
 * to already, is a 409 whose message the HTTP client toasts.
 */
export function useStartVendorApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (callId: number) =>
      http.call(vendorApplicationCalls.start, { body: { call_id: callId } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(vendorApplicationQuery(answer.data.id).queryKey, answer.data);
      return queryClient.invalidateQueries({ queryKey: vendorApplicationsListKey });
    },
  });
}
