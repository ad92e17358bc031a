import { parcelList } from '@portal/shared/parcels';
import { useQueryClient } from '@tanstack/react-query';
import { MessageEnvelopeSchema } from '@portal/shared/envelope';
import { http } from '../../../lib/http-client';
import { forgetCached } from './forget-cached';

/** DELETE /parcel-allocations/{id}: the parcel is Available again. */
export function releaseAllocation(id: number) {
  return http.delete(`/parcel-allocations/${id}`, { schema: MessageEnvelopeSchema });
}

/** Releases an allocation (the list's delete, once confirmed); its parcel is out of date then. */
export function useReleaseAllocation() {
  const queryClient = useQueryClient();
  return async (id: number) => {
    const answer = await releaseAllocation(id);
    await forgetCached(queryClient, parcelList.things);
    return answer;
  };
}
