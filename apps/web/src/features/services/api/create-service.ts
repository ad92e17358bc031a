import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serviceCalls, type ServiceInputSchema } from '@portal/shared/services';
import type { z } from 'zod';
import { http } from '@web/lib/http-client';
import { servicesListKey } from './get-services';

export type ServiceValues = z.output<typeof ServiceInputSchema>;

/**
 * A taken name (409) is toasted, 422 carries field errors (the logo's too). With single sign-on
 * the answer carries the service's secret, this once.
 */
export function createService(values: ServiceValues) {
  return http.call(serviceCalls.create, { body: values });
}

export function useCreateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createService,
    // The answer may hold a secret: not kept once the form has shown it.
    gcTime: 0,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: servicesListKey }),
  });
}
