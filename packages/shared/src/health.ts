import { z } from 'zod';
import { defineCall } from './call';
import { envelopeSchema } from './envelope';

export const HealthDataSchema = z.object({
  database: z.object({
    engine: z.enum(['sqlite', 'postgres']),
    reachable: z.boolean(),
  }),
  version: z.string(),
  uptime_seconds: z.number(),
});
export type HealthData = z.infer<typeof HealthDataSchema>;

/** Liveness and database reachability, for load balancers and operators. */
export const healthCalls = {
  show: defineCall({
    method: 'GET',
    path: '/health',
    summary: 'Service health and database reachability',
    answer: envelopeSchema(HealthDataSchema),
    refusals: [],
  }),
};
