import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  reviewCalls,
  type ActualsInput,
  type FinaliseInput,
  type Milestone,
} from '@portal/shared/vendor-reviews';
import type { VendorScorecardInput } from '@portal/shared/vendor-applications';
import { http } from '@web/lib/http-client';

export const reviewQuery = (id: number) =>
  queryOptions({
    queryKey: ['vendor-reviews', 'record', id],
    queryFn: async ({ signal }) =>
      (await http.call(reviewCalls.show, { params: { id }, signal })).data,
    // The vendor reports and the members score it at the same time.
    staleTime: 0,
  });

export const useReview = (id: number) => useQuery(reviewQuery(id));

export const reportActuals = (id: number, body: ActualsInput) =>
  http.call(reviewCalls.actuals, { params: { id }, body });
export const scoreReview = (id: number, body: VendorScorecardInput) =>
  http.call(reviewCalls.score, { params: { id }, body });
export const finaliseReview = (id: number, body: FinaliseInput) =>
  http.call(reviewCalls.finalise, { params: { id }, body });
export const moveMilestone = (id: number, milestone: Milestone) =>
  http.call(reviewCalls.milestone, { params: { id }, body: { milestone } });
