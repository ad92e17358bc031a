import {
  VENDOR_FIELDS,
  type VendorApplication,
  type VendorDraftInput,
} from '@portal/shared/vendor-applications';
import { paths } from '@web/config/resources';
import { stepAddress } from '@web/components/applications/stepped-form';

type VendorField = (typeof VENDOR_FIELDS)[number];
export type VendorDraftValues = VendorDraftInput;

/**
 * The four steps of the vendor's form (docs/product.md, "Software and cloud vendors"): the
 * organisation's answers are saved as the draft, the solutions and documents each on their own.
 */
export const VENDOR_FORM_STEPS = [
  { key: 'organisation', title: 'Organisation' },
  { key: 'solutions', title: 'Solutions' },
  { key: 'documents', title: 'Documents' },
  { key: 'check', title: 'Check and submit' },
] as const;

export const ORGANISATION_STEP = 0;
export const SOLUTIONS_STEP = 1;
export const DOCUMENTS_STEP = 2;
export const CHECK_STEP = 3;

/** Each answer as the form labels it, and the error summary and the check of answers name it. */
export const FIELD_LABELS: Record<VendorField, string> = {
  organisation_name: 'Organisation name',
  registration_number: 'Registration number',
  country: 'Country of registration',
  year_founded: 'Year founded',
  website: 'Website',
  contact_person: 'Contact person',
  contact_email: 'Contact email',
  contact_country_code: 'Contact phone’s country code',
  contact_phone: 'Contact phone',
  signatory_name: 'Signatory’s name',
  signatory_title: 'Signatory’s title',
  signatory_date_of_birth: 'Signatory’s date of birth',
  markets: 'Markets',
  target_customers_first_year: 'Target customers in the first year',
  target_revenue_first_year: 'Target revenue in the first year (KES)',
};

/** The step that asks for what the server names: the solutions, the documents, or a field. */
export function stepOf(key: string): number {
  if (key === 'solutions') return SOLUTIONS_STEP;
  if (key === 'documents') return DOCUMENTS_STEP;
  return key in FIELD_LABELS ? ORGANISATION_STEP : CHECK_STEP;
}

/** A field's label in the error summary; the solutions' and documents' messages name them. */
export const labelOf = (key: string): string | null => FIELD_LABELS[key as VendorField] ?? null;

/** Where `step` of application `id`'s form is. */
export const vendorStepAddress = (id: number, step: number) =>
  stepAddress(paths.myVendorApplications.edit(id), step);

/** The form's starting values: the draft as last saved, a field left blank holding nothing. */
export function draftValuesOf(application: VendorApplication): VendorDraftValues {
  return Object.fromEntries(
    VENDOR_FIELDS.map((name) => [name, application[name] ?? undefined]),
  ) as VendorDraftValues;
}
