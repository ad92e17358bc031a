import { queryOptions, useQuery } from '@tanstack/react-query';
import { parcelCalls } from '@portal/shared/parcels';
import { http } from '@web/lib/http-client';

/** One parcel; a missing one (404) is toasted by the HTTP client. */
export async function getParcel(id: number, signal?: AbortSignal) {
  const answer = await http.call(parcelCalls.show, { params: { id }, signal });
  return answer.data;
}

export const parcelQuery = (id: number) =>
  queryOptions({
    queryKey: ['parcels', 'record', id],
    queryFn: ({ signal }) => getParcel(id, signal),
  });

export function useParcel(id: number) {
  return useQuery(parcelQuery(id));
}
