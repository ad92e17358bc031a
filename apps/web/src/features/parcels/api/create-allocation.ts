import { useMutation, useQueryClient } from '@tanstack/react-query';
import { allocationCalls, parcelList, type AllocationInputSchema } from '@portal/shared/parcels';
import type { z } from 'zod';
import { http } from '@web/lib/http-client';
import { allocationsListKey } from './get-allocations';
import { forgetCached } from './forget-cached';

export type AllocationValues = z.output<typeof AllocationInputSchema>;

/**
 * A parcel allocated meanwhile is refused (409), and an allottee email that no account has comes
 * back under its field (422).
 */
export function createAllocation(values: AllocationValues) {
  return http.call(allocationCalls.create, { body: values });
}

export function useCreateAllocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAllocation,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: allocationsListKey }),
        forgetCached(queryClient, parcelList.things),
      ]),
  });
}
