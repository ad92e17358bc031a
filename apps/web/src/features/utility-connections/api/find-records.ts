import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { utilityConnectionCalls } from '@portal/shared/utility-connections';
import { http } from '@web/lib/http-client';

type Picker = 'parcelChoices' | 'holderChoices';

/**
 * The parcels (by number) or verified users (by name or email) matching `term`, for the
 * connection form's pickers: the server's own short answer for whoever opens connections, so that
 * they need no right to the register or the users list.
 */
function useChoices(picker: Picker, term: string) {
  return useQuery({
    queryKey: ['utility-connections', picker, term],
    queryFn: ({ signal }) =>
      http.call(utilityConnectionCalls[picker], {
        query: term ? { search_term: term } : {},
        signal,
      }),
    select: (answer) => answer.data.map(({ id, label }) => ({ value: id, label })),
    placeholderData: keepPreviousData,
  });
}

export const useParcelChoices = (term: string) => useChoices('parcelChoices', term).data;

export const useUserChoices = (term: string) => useChoices('holderChoices', term).data;
