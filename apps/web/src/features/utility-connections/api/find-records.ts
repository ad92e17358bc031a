import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { parcelList } from '@portal/shared/parcels';
import { userList } from '@portal/shared/users';
import { http } from '@web/lib/http-client';

// Enough to find one by a few letters of its number or name; more would only be scrolled past.
const FOUND = '20';

/**
 * The parcels of the register whose number (or other words) match `term`, for the connection
 * form's parcel picker: asked only of those who may read the register (parcels.manage).
 */
export function useParcelsMatching(term: string) {
  return useQuery({
    queryKey: ['utility-connections', 'parcel-picker', term],
    queryFn: ({ signal }) =>
      http.call(parcelList.list, {
        query: { per_page: FOUND, ...(term ? { search_term: term } : {}) },
        signal,
      }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });
}

/**
 * The portal's users whose name, email or phone match `term`, for the holder picker: asked only of
 * those who may read the users (users.view).
 */
export function useUsersMatching(term: string) {
  return useQuery({
    queryKey: ['utility-connections', 'holder-picker', term],
    queryFn: ({ signal }) =>
      http.call(userList.list, {
        query: { per_page: FOUND, ...(term ? { search_term: term } : {}) },
        signal,
      }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });
}
