import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@portal/shared/constants';
import type { VendorApplicationRow } from '@portal/shared/vendor-applications';
import { vendorCallCalls, vendorCallList } from '@portal/shared/vendor-calls';
import { pagedListKey } from '@web/components/data-table/use-paged-list';
import { http } from '@web/lib/http-client';
import { holds } from '@web/lib/guards';
import { useCurrentUser } from '@web/lib/session';

type CallName = Pick<VendorApplicationRow['call'], 'id' | 'reference' | 'title'>;

/**
 * The calls the queue may be filtered by, newest first. Only holders of `vendors.manage` may list
 * every call; the others read the open and upcoming ones, as anyone may, and the calls of the
 * applications on screen, so that a filter on a closed call still names its call. Kept under the
 * calls list's key, so that opening or changing a call loads it afresh.
 */
export function useCallOptions(rows: VendorApplicationRow[]) {
  const manages = holds(useCurrentUser(), 'vendors.manage');
  const listed = useQuery({
    queryKey: [...pagedListKey(vendorCallList.things), 'options', manages],
    queryFn: async ({ signal }): Promise<CallName[]> =>
      manages
        ? (
            await http.call(vendorCallList.list, {
              query: { per_page: String(MAX_PAGE_SIZE) },
              signal,
            })
          ).data
        : (await http.call(vendorCallCalls.open, { signal })).data,
  }).data;
  const byId = new Map<number, CallName>();
  for (const call of [...(listed ?? []), ...rows.map((row) => row.call)]) byId.set(call.id, call);
  return [...byId.values()]
    .sort((a, b) => b.reference.localeCompare(a.reference))
    .map((call) => ({ value: String(call.id), label: `${call.reference} · ${call.title}` }));
}
