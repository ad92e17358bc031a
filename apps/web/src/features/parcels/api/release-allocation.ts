import { parcelList } from '@portal/shared/parcels';
import { useQueryClient } from '@tanstack/react-query';
import { allocationCalls } from '@portal/shared/parcels';
import { http } from '@web/lib/http-client';
import { forgetCached } from './forget-cached';

/** Releases an allocation: the parcel is Available again. */
export function releaseAllocation(id: number) {
  return http.call(allocationCalls.remove, { params: { id } });
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
