import { queryOptions, useQuery } from '@tanstack/react-query';
import { applicationCalls } from '@portal/shared/application-calls';
import { MAX_PAGE_SIZE } from '@portal/shared/constants';
import { pagedListKey } from '@web/components/data-table/use-paged-list';
import { http } from '@web/lib/http-client';
import { nextStepOf, ownRows } from '../applicant-next-step';

/** Every list of applications, to load afresh after a step. */
export const applicationsListKey = pagedListKey('applications');

/**
 * The applications as an applicant sees them: their own, newest first. An applicant has a
 * handful at most, so one page of the largest size holds them all.
 */
const myApplicationsQuery = () => {
  const query = { per_page: String(MAX_PAGE_SIZE) };
  return queryOptions({
    queryKey: [...applicationsListKey, applicationCalls.list.path, query],
    queryFn: ({ signal }) => http.call(applicationCalls.list, { query, signal }),
  });
};

export function useMyApplications() {
  return useQuery(myApplicationsQuery());
}

/** The dashboard's next step, from the same answer as My applications. */
export function useApplicantNextStep(userId: number) {
  return useQuery({
    ...myApplicationsQuery(),
    select: (answer) => nextStepOf(answer.data, userId),
  });
}

/** The dashboard's own applications, from the same answer again: no second call. */
export function useOwnApplications(userId: number) {
  return useQuery({
    ...myApplicationsQuery(),
    select: (answer) => ownRows(answer.data, userId),
  });
}
