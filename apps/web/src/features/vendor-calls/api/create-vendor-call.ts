import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vendorCallCalls, type VendorCallInputSchema } from '@portal/shared/vendor-calls';
import type { z } from 'zod';
import { http } from '@web/lib/http-client';
import { vendorCallsListKey } from './get-vendor-calls';

export type VendorCallValues = z.output<typeof VendorCallInputSchema>;

/** The server gives the call its reference; 422 carries field errors. */
export function createVendorCall(values: VendorCallValues) {
  return http.call(vendorCallCalls.create, { body: values });
}

export function useCreateVendorCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVendorCall,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorCallsListKey }),
  });
}
