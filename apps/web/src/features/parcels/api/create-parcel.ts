import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parcelCalls, type ParcelInputSchema } from '@portal/shared/parcels';
import type { z } from 'zod';
import { http } from '@web/lib/http-client';
import { parcelsListKey } from './get-parcels';

export type ParcelValues = z.output<typeof ParcelInputSchema>;

/** A taken number (409) is toasted, 422 carries field errors. */
export function createParcel(values: ParcelValues) {
  return http.call(parcelCalls.create, { body: values });
}

export function useCreateParcel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createParcel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parcelsListKey }),
  });
}
