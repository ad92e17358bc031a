import { useMutation, useQueryClient } from '@tanstack/react-query';
import { allocationList, parcelCalls, type ParcelUpdateSchema } from '@portal/shared/parcels';
import type { z } from 'zod';
import { http } from '@web/lib/http-client';
import { forgetCached } from './forget-cached';
import { parcelQuery } from './get-parcel';
import { parcelsListKey } from './get-parcels';

export type ParcelUpdateValues = z.output<typeof ParcelUpdateSchema>;

/** The id travels in the path and in the body, as for every back-office record. */
export function updateParcel(values: ParcelUpdateValues) {
  return http.call(parcelCalls.update, { params: { id: values.id }, body: values });
}

export function useUpdateParcel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateParcel,
    // The answer is the saved parcel: the record is fresh, the list pages are not, and nor are
    // the allocations, which show the parcel's number.
    onSuccess: (answer) => {
      queryClient.setQueryData(parcelQuery(answer.data.id).queryKey, answer.data);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: parcelsListKey }),
        forgetCached(queryClient, allocationList.things),
      ]);
    },
  });
}
