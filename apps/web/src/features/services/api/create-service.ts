import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ServiceAnswerSchema, type ServiceInputSchema } from '@portal/shared/services';
import type { z } from 'zod';
import { http } from '../../../lib/http-client';
import { servicesListKey } from './get-services';

export type ServiceValues = z.output<typeof ServiceInputSchema>;

/** POST /services: a taken name (409) is toasted, 422 carries field errors (the logo's too). */
export function createService(values: ServiceValues) {
  return http.post('/services', values, { schema: ServiceAnswerSchema });
}

export function useCreateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: servicesListKey }),
  });
}
