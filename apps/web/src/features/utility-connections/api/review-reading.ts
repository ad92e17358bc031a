import type { z } from 'zod';
import type { ReadingReviewInputSchema } from '@portal/shared/utility-readings';
import { utilityReadingCalls } from '@portal/shared/utility-readings';
import { http } from '@web/lib/http-client';

export type ReadingReviewInput = z.input<typeof ReadingReviewInputSchema>;

/** Accepts or rejects a flagged reading; one already reviewed is refused (409). */
export function reviewReading(id: number, values: ReadingReviewInput) {
  return http.call(utilityReadingCalls.review, { params: { id }, body: values });
}
