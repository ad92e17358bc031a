import type { Kysely } from 'kysely';
import { phoneFitsCountry } from '@portal/shared/fields';
import { messages } from '@portal/shared/messages';
import type { Database } from '../db/schema';
import { validationFailed } from '../lib/errors';

/**
 * The field error for a dialling code that no listed country has, the only ones the country
 * select offers (docs/product.md, "Accounts"); undefined for a listed one or none at all.
 */
export async function countryCodeProblem(
  db: Kysely<Database>,
  dialCode: string | null,
): Promise<string[] | undefined> {
  if (dialCode === null) return undefined;
  const country = await db
    .selectFrom('countries')
    .select('id')
    .where('dial_code', '=', dialCode)
    .executeTakeFirst();
  return country ? undefined : [messages.countryCode];
}

/**
 * The dialling code a phone is saved with: the one sent (its schema checked the phone against
 * it) or, when it was left out, the stored one, against which the phone is checked here. 422 when
 * a phone has no code to be checked against or is no number of the stored code's country.
 */
export function dialCodeToSave(
  sent: string | null | undefined,
  stored: string | null,
  phone: string | null,
): string | null {
  if (sent !== undefined || phone === null) return sent ?? stored;
  if (stored === null) throw validationFailed({ country_code: [messages.required] });
  if (!phoneFitsCountry(phone, stored)) {
    throw validationFailed({ phone: [messages.phoneForCountry] });
  }
  return stored;
}
