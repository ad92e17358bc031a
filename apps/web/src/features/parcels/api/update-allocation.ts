import { useMutation, useQueryClient } from '@tanstack/react-query';
import { allocationCalls, parcelList, type AllocationUpdateSchema } from '@portal/shared/parcels';
import type { z } from 'zod';
import { http } from '@web/lib/http-client';
import { allocationQuery } from './get-allocation';
import { allocationsListKey } from './get-allocations';
import { forgetCached } from './forget-cached';

export type AllocationUpdateValues = z.output<typeof AllocationUpdateSchema>;

/** Who, from when and for how long; the parcel stays. The id travels in the path and the body. */
export function updateAllocation(values: AllocationUpdateValues) {
  return http.call(allocationCalls.update, { params: { id: values.id }, body: values });
}

export function useUpdateAllocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAllocation,
    // The answer is the saved allocation: the record is fresh, the list pages are not, and nor
    // are the parcels, which show their allottee.
    onSuccess: (answer) => {
      queryClient.setQueryData(allocationQuery(answer.data.id).queryKey, answer.data);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: allocationsListKey }),
        forgetCached(queryClient, parcelList.things),
      ]);
    },
  });
}
