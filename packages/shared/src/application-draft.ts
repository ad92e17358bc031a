import { getCountries } from 'libphonenumber-js';
import { z } from 'zod';
import { applicationMessages } from './application-messages';
import {
  checkedWhenAnObject,
  checkPhoneForCountry,
  countryCodeField,
  emailField,
  phoneField,
  requiredId,
  requiredMultiLineText,
  requiredText,
} from './fields';
import { INVESTMENT_AREAS } from './land-journey';
import { CURRENCIES, minorUnits } from './money';
import { LAND_USES } from './parcels';

const countryCodes = new Set<string>(getCountries());
/** A whole number from `min` to `max`, with the message that says so. */
export const between = (min: number, max: number) =>
  z
    .number({ error: applicationMessages.wholeNumber(min, max) })
    .int(applicationMessages.wholeNumber(min, max))
    .min(min, applicationMessages.wholeNumber(min, max))
    .max(max, applicationMessages.wholeNumber(min, max));
export const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: applicationMessages.choice });
const ACRES = /^\d{1,6}(\.\d{1,2})?$/;

/** ISO 3166-1 alpha-2, e.g. 'KE'. */
export const countryField = requiredText(2, [
  (value) => countryCodes.has(value),
  applicationMessages.country,
]);

/** Who applies and whom to contact: the same fields in every journey. */
export const organisationFieldRules = {
  organisation_name: requiredText(150),
  registration_number: requiredText(60),
  country: countryField,
  contact_person: requiredText(150),
  contact_email: emailField,
  contact_country_code: countryCodeField,
  contact_phone: phoneField,
};

/**
 * The fields an applicant fills in, each valid on its own. A draft may leave any of them out
 * (null); submitting needs all but the preferred parcel (`REQUIRED_ON_SUBMIT`).
 */
const applicationFieldRules = {
  ...organisationFieldRules,
  project_title: requiredText(150),
  project_description: requiredMultiLineText(5000),
  investment_area: oneOf(INVESTMENT_AREAS),
  land_use: oneOf(LAND_USES),
  /** Decimal text such as '12.5': an area is never a float. */
  acres: requiredText(10, [
    (value) => ACRES.test(value) && Number(value) > 0,
    applicationMessages.acres,
  ]),
  preferred_parcel_id: requiredId,
  /** Minor units of `investment_currency`. */
  planned_investment: minorUnits(1),
  investment_currency: oneOf(CURRENCIES),
  jobs_expected: between(0, 1_000_000),
  months_to_start: between(0, 120),
  months_to_complete: between(1, 240),
};
type FieldName = keyof typeof applicationFieldRules;
export const APPLICATION_FIELDS = Object.keys(applicationFieldRules) as FieldName[];

/** A field left out or blank in a draft is null: a draft may be sent without it. */
export type DraftField<T extends z.ZodType> = z.ZodType<
  z.output<T> | null,
  z.input<T> | null | undefined
> & { _zod: { optin: 'optional' } };
export const draftField = <T extends z.ZodType>(rule: T): DraftField<T> =>
  z
    .preprocess((value) => (value === '' ? null : value), rule.nullish())
    .transform((value) => value ?? null) as unknown as DraftField<T>;

type Rules = typeof applicationFieldRules;
const draftShape = Object.fromEntries(
  APPLICATION_FIELDS.map((name) => [name, draftField(applicationFieldRules[name])]),
) as unknown as { [K in FieldName]: DraftField<Rules[K]> };

function crossFieldRules(value: Partial<Record<FieldName, unknown>>, ctx: z.RefinementCtx): void {
  const { months_to_start: start, months_to_complete: complete } = value;
  if (typeof start === 'number' && typeof complete === 'number' && complete < start) {
    ctx.addIssue({
      code: 'custom',
      message: applicationMessages.completeBeforeStart,
      path: ['months_to_complete'],
    });
  }
  checkContactPhone(value, ctx);
}

/** A contact phone, when given, must be a number of the contact's country. */
export function checkContactPhone(
  value: { contact_phone?: unknown; contact_country_code?: unknown },
  ctx: z.RefinementCtx,
): void {
  if (value.contact_phone !== null && value.contact_phone !== undefined) {
    checkPhoneForCountry(
      { country_code: value.contact_country_code, phone: value.contact_phone },
      ctx,
      { country_code: 'contact_country_code', phone: 'contact_phone' },
    );
  }
}

/** A draft, saved as the applicant goes: what starting an application and saving it send. */
export const ApplicationDraftSchema = z
  .object(draftShape)
  .superRefine(crossFieldRules, checkedWhenAnObject);
export type ApplicationDraftInput = z.input<typeof ApplicationDraftSchema>;
export type ApplicationDraft = z.output<typeof ApplicationDraftSchema>;

/** What submitting checks: every field but the preferred parcel filled in. */
export const REQUIRED_ON_SUBMIT: readonly FieldName[] = APPLICATION_FIELDS.filter(
  (name) => name !== 'preferred_parcel_id',
);
