import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ParcelAnswerSchema, type ParcelInputSchema } from '@portal/shared/parcels';
import type { z } from 'zod';
import { http } from '../../../lib/http-client';
import { parcelsListKey } from './get-parcels';

export type ParcelValues = z.output<typeof ParcelInputSchema>;

/** POST /parcels: a taken number (409) is toasted, 422 carries field errors. */
export function createParcel(values: ParcelValues) {
  return http.post('/parcels', values, { schema: ParcelAnswerSchema });
}

export function useCreateParcel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createParcel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parcelsListKey }),
  });
}
