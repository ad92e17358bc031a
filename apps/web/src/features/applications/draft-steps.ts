import { APPLICATION_FIELDS, type ApplicationDraftInput } from '@portal/shared/application-draft';
import type { Application } from '@portal/shared/application-detail';
import { DEFAULT_CURRENCY } from '@portal/shared/money';

type DraftField = (typeof APPLICATION_FIELDS)[number];

export type DraftValues = ApplicationDraftInput;

/**
 * The four steps of the application form (docs/product.md, "Parcel allocation"), each with the
 * fields it asks for.
 */
export const DRAFT_STEPS = [
  {
    key: 'organisation',
    title: 'Organisation',
    fields: [
      'organisation_name',
      'registration_number',
      'country',
      'contact_person',
      'contact_email',
      'contact_country_code',
      'contact_phone',
    ],
  },
  {
    key: 'project',
    title: 'Project',
    fields: [
      'project_title',
      'project_description',
      'investment_area',
      'land_use',
      'acres',
      'preferred_parcel_id',
      'planned_investment',
      'investment_currency',
      'jobs_expected',
      'months_to_start',
      'months_to_complete',
    ],
  },
  { key: 'documents', title: 'Documents', fields: [] },
  { key: 'check', title: 'Check and submit', fields: [] },
] as const satisfies readonly { key: string; title: string; fields: readonly DraftField[] }[];

export type DraftStepKey = (typeof DRAFT_STEPS)[number]['key'];
export const DOCUMENTS_STEP = DRAFT_STEPS.findIndex((step) => step.key === 'documents');

/** The step that asks for a field, or for the documents; the last step for anything else. */
export function stepOf(key: string): number {
  if (key === 'documents') return DOCUMENTS_STEP;
  const index = DRAFT_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(key));
  return index === -1 ? DRAFT_STEPS.length - 1 : index;
}

/**
 * The form's starting values: the draft as last saved, a field left blank holding nothing, but the
 * currency, which is the shilling until the applicant says otherwise (docs/product.md, "Parcel
 * allocation", Money).
 */
export function draftValuesOf(application: Application): DraftValues {
  const values = Object.fromEntries(
    APPLICATION_FIELDS.map((name) => [name, application[name] ?? undefined]),
  ) as DraftValues;
  return { ...values, investment_currency: values.investment_currency ?? DEFAULT_CURRENCY };
}
