import { z } from 'zod';
import { defineCall } from './call';
import { PUBLIC_PATHS } from './public-paths';
import { envelopeSchema } from './envelope';
import { APPLICATION_STAGES, type ApplicationStage } from './land-journey';
import { VENDOR_STAGES, type VendorStage } from './vendor-journey';

/*
 * Clocks and transparency: each stage's service target, and the times applications took, which
 * the public site shows.
 */

/** A stage's service target: so many days, counting weekdays only when `working`. */
export type StageTarget = { days: number; working: boolean };

/** Default targets; the server's configuration may change them (README). */
export const DEFAULT_STAGE_TARGETS: Partial<Record<ApplicationStage, StageTarget>> = {
  submitted: { days: 30, working: false },
  under_evaluation: { days: 30, working: true },
  correction_requested: { days: 30, working: false },
  approved: { days: 30, working: false },
  intent_accepted: { days: 10, working: true },
  offer_issued: { days: 60, working: false },
  premium_paid: { days: 20, working: true },
  lease_registered: { days: 30, working: false },
};

/** The vendor journey's default targets: assignment, evaluation, and the vendor's answer. */
export const DEFAULT_VENDOR_STAGE_TARGETS: Partial<Record<VendorStage, StageTarget>> = {
  submitted: { days: 10, working: true },
  under_evaluation: { days: 30, working: true },
  clarification_requested: { days: 14, working: false },
};

export const ServiceTimeSchema = z.object({
  stage: z.enum(APPLICATION_STAGES),
  /** Applications that left this stage in the last twelve months. */
  passed: z.number().int(),
  median_days: z.number().nullable(),
  p90_days: z.number().nullable(),
  target: z.object({ days: z.number().int(), working: z.boolean() }).nullable(),
});
export type ServiceTime = z.infer<typeof ServiceTimeSchema>;

/** The same of a vendor application's stages. */
export const VendorServiceTimeSchema = ServiceTimeSchema.extend({ stage: z.enum(VENDOR_STAGES) });
export type VendorServiceTime = z.infer<typeof VendorServiceTimeSchema>;

/** The service times of the last twelve months, stage by stage, of each journey. */
export const ServiceTimesAnswerSchema = envelopeSchema(
  z.object({
    from: z.string(),
    to: z.string(),
    /** The land journey's stages. */
    stages: z.array(ServiceTimeSchema),
    vendor_stages: z.array(VendorServiceTimeSchema),
  }),
);

/** How long each stage takes, for anyone to read (docs/product.md, "Parcel allocation" and "Software and cloud vendors", Service targets). */
export const serviceTimeCalls = {
  show: defineCall({
    method: 'GET',
    path: PUBLIC_PATHS.serviceTimes,
    summary: 'Median and 90th-percentile days of each stage over the last twelve months',
    answer: ServiceTimesAnswerSchema,
    refusals: [],
  }),
};
