import { z } from 'zod';
import { ApplicationDocumentSchema } from './application-documents';
import { ApplicationRowSchema } from './application-lists';
import { ScoresViewSchema } from './application-scorecards';
import { envelopeSchema } from './envelope';
import { InvoiceSchema } from './invoices';
import { APPLICATION_STAGES } from './land-journey';
import { LetterSchema } from './letters';

/*
 * One application as its page shows it: the fields, the offer and the lease, with its documents,
 * invoices, letters, scores and history, and the steps the caller may take now.
 */

export const StageChangeSchema = z.object({
  from: z.enum(APPLICATION_STAGES).nullable(),
  to: z.enum(APPLICATION_STAGES),
  at: z.string(),
  actor: z.string().nullable(),
  note: z.string().nullable(),
});
export type StageChange = z.infer<typeof StageChangeSchema>;

const applicationFieldsAnswer = {
  organisation_name: z.string().nullable(),
  registration_number: z.string().nullable(),
  country: z.string().nullable(),
  contact_person: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_country_code: z.string().nullable(),
  contact_phone: z.string().nullable(),
  project_title: z.string().nullable(),
  project_description: z.string().nullable(),
  investment_area: z.string().nullable(),
  land_use: z.string().nullable(),
  acres: z.string().nullable(),
  preferred_parcel_id: z.number().int().nullable(),
  planned_investment: z.number().int().nullable(),
  investment_currency: z.string().nullable(),
  jobs_expected: z.number().int().nullable(),
  months_to_start: z.number().int().nullable(),
  months_to_complete: z.number().int().nullable(),
};

/**
 * What the investor got, once the lease is registered (docs/product.md, "Parcel allocation"):
 * the parcel as the register has it, the lease and its ground rent, and the handover date once
 * the site is handed over.
 */
export const ApplicationSiteSchema = z.object({
  parcel: z.object({
    id: z.number().int(),
    number: z.string(),
    zone: z.string(),
    acre: z.string(),
  }),
  lease_number: z.string(),
  term_years: z.number().int(),
  /** 'YYYY-MM-DD'. */
  lease_start_date: z.string(),
  /** Minor units of `currency`, invoiced on the start date and every anniversary. */
  annual_ground_rent: z.number().int(),
  currency: z.string(),
  handover_date: z.string().nullable(),
});
export type ApplicationSite = z.infer<typeof ApplicationSiteSchema>;

export const ApplicationSchema = ApplicationRowSchema.extend({
  ...applicationFieldsAnswer,
  preferred_parcel_number: z.string().nullable(),
  offer: z
    .object({
      parcel: z.object({ id: z.number().int(), number: z.string() }),
      stand_premium: z.number().int(),
      annual_ground_rent: z.number().int(),
      currency: z.string(),
      term_years: z.number().int(),
    })
    .nullable(),
  signatory_name: z.string().nullable(),
  signatory_title: z.string().nullable(),
  lease_number: z.string().nullable(),
  lease_start_date: z.string().nullable(),
  handover_date: z.string().nullable(),
  site: ApplicationSiteSchema.nullable(),
  created_at: z.string(),
  submitted_at: z.string().nullable(),
  documents: z.array(ApplicationDocumentSchema),
  invoices: z.array(InvoiceSchema),
  letters: z.array(LetterSchema),
  scores: ScoresViewSchema,
  history: z.array(StageChangeSchema),
  /** The steps the caller may take now: the screens offer these and no others. */
  actions: z.array(z.string()),
});
export type Application = z.infer<typeof ApplicationSchema>;

export const ApplicationAnswerSchema = envelopeSchema(ApplicationSchema);
