import { z } from 'zod';
import { MAX_ID } from './constants';
import { decimalNumber } from './fields';

/**
 * Who made and last changed a back-office record, and when: recorded by the server from the
 * signed-in user, never taken from a payload. `created_by` and `updated_by` are names, for the
 * view modals; null for seeded rows and for users since deleted.
 */
export const auditFields = {
  created_at: z.string(),
  updated_at: z.string(),
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
};

/** `{id}` in a back-office path: `/committees/12`, never `/committees/012` or `0xc`. */
export const IdParamsSchema = z.object({ id: decimalNumber(MAX_ID) });
