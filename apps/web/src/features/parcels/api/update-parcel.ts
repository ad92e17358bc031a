import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ParcelAnswerSchema,
  type ParcelUpdateSchema,
  allocationList,
} from '@portal/shared/parcels';
import type { z } from 'zod';
import { http } from '../../../lib/http-client';
import { forgetCached } from './forget-cached';
import { parcelQuery } from './get-parcel';
import { parcelsListKey } from './get-parcels';

export type ParcelUpdateValues = z.output<typeof ParcelUpdateSchema>;

/** PUT /parcels/{id}: the id travels in the body too, as for every back-office record. */
export function updateParcel(values: ParcelUpdateValues) {
  return http.put(`/parcels/${values.id}`, values, { schema: ParcelAnswerSchema });
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
