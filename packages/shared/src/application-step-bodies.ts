import { z } from 'zod';
import { applicationMessages } from './application-messages';
import {
  blankAsNull,
  calendarDate,
  requiredId,
  requiredMultiLineText,
  requiredText,
} from './fields';
import { minorUnits } from './money';
import { LEASE_TERMS } from './parcels';

/*
 * What the steps of the journey take, beyond the application they are taken on. The scorecard
 * a member gives is in application-scorecards.ts.
 */

export const AssignSchema = z.object({ committee_id: requiredId });
export type AssignInput = z.input<typeof AssignSchema>;

export const NoteInputSchema = z.object({ note: requiredMultiLineText(2000) });
export type NoteInput = z.input<typeof NoteInputSchema>;

export const ReasonInputSchema = z.object({ reason: requiredMultiLineText(2000) });
export type ReasonInput = z.input<typeof ReasonInputSchema>;

export const AcceptIntentSchema = z.object({
  signatory_name: requiredText(150),
  signatory_title: requiredText(150),
});
export type AcceptIntentInput = z.input<typeof AcceptIntentSchema>;

export const OfferInputSchema = z.object({
  parcel_id: requiredId,
  stand_premium: minorUnits(1),
  term_years: z.literal(LEASE_TERMS, { error: applicationMessages.leaseTerm }),
  annual_ground_rent: minorUnits(0),
});
export type OfferInput = z.input<typeof OfferInputSchema>;

export const LeaseInputSchema = z.object({
  lease_number: requiredText(60),
  start_date: calendarDate,
});
export type LeaseInput = z.input<typeof LeaseInputSchema>;

export const HandOverInputSchema = z.object({
  handover_date: calendarDate,
  note: blankAsNull(requiredMultiLineText(2000)),
});
export type HandOverInput = z.input<typeof HandOverInputSchema>;
