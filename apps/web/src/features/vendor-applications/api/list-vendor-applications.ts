import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@portal/shared/constants';
import {
  vendorApplicationCalls,
  type VendorApplicationRow,
} from '@portal/shared/vendor-applications';
import { pagedListKey } from '@web/components/data-table/use-paged-list';
import { http } from '@web/lib/http-client';

/** Every list of vendor applications, to load afresh after a change. */
export const vendorApplicationsListKey = pagedListKey('vendor-applications');

/**
 * The vendor applications as their vendor sees them: their own, newest first. A vendor has one a
 * call at most, so one page of the largest size holds them all.
 */
const myVendorApplicationsQuery = () => {
  const query = { per_page: String(MAX_PAGE_SIZE) };
  return queryOptions({
    queryKey: [...vendorApplicationsListKey, vendorApplicationCalls.list.path, query],
    queryFn: ({ signal }) => http.call(vendorApplicationCalls.list, { query, signal }),
  });
};

/** The user's own rows: staff who see every vendor application have others' in the list too. */
const ownRows = (rows: VendorApplicationRow[], userId: number) =>
  rows.filter((row) => row.applicant === null || row.applicant.id === userId);

export function useMyVendorApplications(userId: number) {
  return useQuery({
    ...myVendorApplicationsQuery(),
    select: (answer) => ownRows(answer.data, userId),
  });
}
