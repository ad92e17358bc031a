import type { VendorApplication } from '@portal/shared/vendor-applications';

type Change = VendorApplication['history'][number];

/**
 * The vendor's answer takes the application back to evaluation: the timeline calls it what it
 * was, so that each question is followed by its answer, both with their notes.
 */
export const vendorTimelineTitle = (change: Change) =>
  change.from === 'clarification_requested' && change.to === 'under_evaluation'
    ? 'Answered'
    : undefined;
