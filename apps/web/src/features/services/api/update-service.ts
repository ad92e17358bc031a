import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ServiceAnswerSchema, type ServiceUpdateSchema } from '@portal/shared/services';
import type { z } from 'zod';
import { http } from '../../../lib/http-client';
import { serviceQuery } from './get-service';
import { servicesListKey } from './get-services';

export type ServiceUpdateValues = z.output<typeof ServiceUpdateSchema>;

/** PUT /services/{id}: the id travels in the body too (spec section 7). */
export function updateService(values: ServiceUpdateValues) {
  return http.put(`/services/${values.id}`, values, { schema: ServiceAnswerSchema });
}

export function useUpdateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateService,
    // The answer is the saved service: the record is fresh, the list pages are not.
    onSuccess: (answer) => {
      queryClient.setQueryData(serviceQuery(answer.data.id).queryKey, answer.data);
      return queryClient.invalidateQueries({ queryKey: servicesListKey });
    },
  });
}
