import { useQuery } from '@tanstack/react-query';
import { utilityConnectionCalls } from '@portal/shared/utility-connections';
import { http } from '@web/lib/http-client';
import { utilityKeys } from './keys';

/** One connection; another holder's is a 404, toasted by the HTTP client. */
export function useConnection(id: number) {
  return useQuery({
    queryKey: utilityKeys.connection(id),
    queryFn: async ({ signal }) =>
      (await http.call(utilityConnectionCalls.show, { params: { id }, signal })).data,
  });
}
