/*
 * The land journey's words without their schemas, for the public pages, which load no schema
 * library (decision record 0012): letters.ts re-exports those of letters.
 */

/**
 * An application for land, from expression of interest to site handover (docs/product.md,
 * "Parcel allocation"; decision record 0030). The stage names are a contract: stored, answered
 * and filtered by exactly these words.
 */
export const APPLICATION_STAGES = [
  'draft',
  'submitted',
  'under_evaluation',
  'correction_requested',
  'approved',
  'rejected',
  'intent_accepted',
  'offer_issued',
  'premium_paid',
  'lease_registered',
  'handed_over',
  'withdrawn',
] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

/** How a stage reads on a screen or in a mail. */
export const STAGE_LABELS: Record<ApplicationStage, string> = {
  draft: 'Draft',
  submitted: 'Submitted, fee due',
  under_evaluation: 'Under evaluation',
  correction_requested: 'Correction requested',
  approved: 'Approved',
  rejected: 'Rejected',
  intent_accepted: 'Letter of intent signed',
  offer_issued: 'Offer issued',
  premium_paid: 'Stand premium paid',
  lease_registered: 'Lease registered',
  handed_over: 'Site handed over',
  withdrawn: 'Withdrawn',
};

/** Investment areas the city welcomes (the FAQ lists them too). */
export const INVESTMENT_AREAS = [
  'ICT/ITES',
  'Life sciences',
  'Engineering services',
  'Agriculture centres of excellence',
  'Education',
  'Real estate',
  'Industry',
  'Smart-city facilities',
  'Filming, entertainment and media',
  'Financial services and incubation',
  'Community',
] as const;
export type InvestmentArea = (typeof INVESTMENT_AREAS)[number];

/**
 * Letters the authority issues on an application (docs/product.md, "Parcel allocation", Letters;
 * "Software and cloud vendors", the decision letter): one table and one public check for both
 * journeys.
 */
export const LAND_LETTER_KINDS = ['notification', 'intent', 'offer'] as const;
export type LandLetterKind = (typeof LAND_LETTER_KINDS)[number];
export const LETTER_KINDS = [
  ...LAND_LETTER_KINDS,
  'vendor_decision',
  'vendor_renewal',
  'vendor_termination',
] as const;
export type LetterKind = (typeof LETTER_KINDS)[number];
export const LETTER_KIND_LABELS: Record<LetterKind, string> = {
  notification: 'Letter of Notification',
  intent: 'Letter of Intent',
  offer: 'Letter of Offer',
  vendor_decision: 'Vendor Evaluation Decision',
  vendor_renewal: 'Vendor Partnership Renewal Decision',
  vendor_termination: 'Vendor Partnership Termination',
};

/** A verification code as printed: four groups of four from an alphabet without 0/O or 1/I. */
export const LETTER_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/;

/**
 * A verification code as typed: any case, with or without dashes or spaces, becomes the printed
 * form ('k7qm 4xhp2ztr-9wnc' is 'K7QM-4XHP-2ZTR-9WNC'). Anything but 16 letters and digits is
 * left as typed, and no letter has it.
 */
export function normaliseLetterCode(typed: string): string {
  const bare = typed.replace(/[\s-]/g, '').toUpperCase();
  if (!/^[A-Z0-9]{16}$/.test(bare)) return typed.trim();
  return bare.match(/.{4}/g)!.join('-');
}

/** What the public check says of a letter: genuine, or of an application since withdrawn. */
export const LETTER_STATUSES = ['valid', 'withdrawn'] as const;
export type LetterStatus = (typeof LETTER_STATUSES)[number];
