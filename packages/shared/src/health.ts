import { z } from 'zod';

export const HealthDataSchema = z.object({
  database: z.object({
    engine: z.enum(['sqlite', 'postgres']),
    reachable: z.boolean(),
  }),
  version: z.string(),
  uptime_seconds: z.number(),
});
export type HealthData = z.infer<typeof HealthDataSchema>;
