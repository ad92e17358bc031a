import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serviceCalls, type ServiceUpdateSchema } from '@portal/shared/services';
import type { z } from 'zod';
import { http } from '@web/lib/http-client';
import { serviceQuery } from './get-service';
import { servicesListKey } from './get-services';

// The id is optional in the body the server takes, never for the form, which names the service.
export type ServiceUpdateValues = z.output<typeof ServiceUpdateSchema> & { id: number };

/**
 * The id travels in the path and in the body. A save that switches single sign-on on answers the
 * service's secret, this once.
 */
export function updateService(values: ServiceUpdateValues) {
  return http.call(serviceCalls.update, { params: { id: values.id }, body: values });
}

export function useUpdateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateService,
    // The answer may hold a secret: not kept once the form has shown it.
    gcTime: 0,
    // The answer is the saved service: the record is fresh, the list pages are not.
    onSuccess: ({ data: { sso_secret: _, ...service } }) => {
      queryClient.setQueryData(serviceQuery(service.id).queryKey, service);
      return queryClient.invalidateQueries({ queryKey: servicesListKey });
    },
  });
}
