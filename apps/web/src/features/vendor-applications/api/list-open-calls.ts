import { queryOptions, useQuery } from '@tanstack/react-query';
import { vendorCallCalls } from '@portal/shared/vendor-calls';
import { http } from '@web/lib/http-client';

/** The calls for expressions of interest open now, soonest closing first. */
const openCallsQuery = queryOptions({
  queryKey: ['vendor-calls', 'open'],
  queryFn: ({ signal }) => http.call(vendorCallCalls.open, { signal }),
  // A call opens and closes by the clock: each screen that offers one asks the server again.
  staleTime: 0,
  select: (answer) => answer.data.filter((call) => call.status === 'open'),
});

export function useOpenCalls() {
  return useQuery(openCallsQuery);
}
