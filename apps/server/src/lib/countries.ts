import type { Kysely } from 'kysely';
import { messages } from '@portal/shared/messages';
import type { Database } from '../db/schema';

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
