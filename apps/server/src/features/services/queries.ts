import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { ServiceInputSchema } from '@portal/shared/services';
import { flagsAsBooleans } from '../../db/flags';
import { withAuthorNames } from '../../db/joined-names';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { withLogoUrl } from '../../domain/logo-url';
import { containsText } from '../../lib/text-search';

/** A service's fields as the shared schema validated them; once checked, `logo` is a data URL. */
export type ServiceFields = z.infer<typeof ServiceInputSchema>;

/**
 * Services with their category's name and their creator's and last editor's names, newest first;
 * the logo's hash stands in for the logo, which only the single record and the logo call read.
 */
function serviceRows(db: Kysely<Database>) {
  return db
    .selectFrom('services')
    .$call(withAuthorNames('services'))
    .innerJoin('service_categories as category', 'category.id', 'services.category_id')
    .select((eb) => [
      'services.id',
      'services.name',
      'services.link',
      eb.ref('services.has_sso').$castTo<boolean>().as('has_sso'),
      'services.description',
      'services.logo_hash',
      'services.category_id as category',
      'category.name as service_category',
      'services.created_at',
      'services.updated_at',
    ])
    .withPlugin(flagsAsBooleans('has_sso'))
    .orderBy('services.id', 'desc');
}

/** A page of the list: the services with these ids, newest first. */
export async function servicesWithIds(db: Kysely<Database>, ids: number[]) {
  const rows = await serviceRows(db).where('services.id', 'in', ids).execute();
  return rows.map(withLogoUrl);
}

/** The list's ids, newest first, narrowed to `term` (for paging without the joins). */
export function serviceIds(db: Kysely<Database>, term?: string) {
  const query = db.selectFrom('services').select('services.id').orderBy('services.id', 'desc');
  return term ? query.where(containsText(['services.name', 'services.description'], term)) : query;
}

/** The service with its logo, or a 404 for the client. */
export async function findService(db: Kysely<Database>, id: number) {
  const service = await serviceRows(db)
    .select('services.logo')
    .where('services.id', '=', id)
    .executeTakeFirst();
  if (!service) throw notFound('Service not found.');
  return withLogoUrl(service);
}

/** The logo as stored and its hash, or a 404 for an unknown service. */
export async function findLogo(db: Kysely<Database>, id: number) {
  const logo = await db
    .selectFrom('services')
    .select(['logo', 'logo_hash'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!logo) throw notFound('Service not found.');
  return logo;
}

export function serviceCategories(db: Kysely<Database>) {
  return db.selectFrom('service_categories').select(['id', 'name']).orderBy('id').execute();
}

export async function serviceCategoryExists(db: Kysely<Database>, id: number) {
  const found = await db
    .selectFrom('service_categories')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return found !== undefined;
}

/**
 * A service's fields as saved: with the hash of its logo's bytes, and the hash of its secret when
 * the save changes it.
 */
export type ServiceSave = ServiceFields & { logoHash: string; ssoSecretHash?: string | null };

/** The columns of `fields`; `by` is the signed-in user, never a payload's claim. */
function columnsOf(fields: ServiceSave, by: number, now: string) {
  const { name, link, has_sso, description, logo, logoHash, category, ssoSecretHash } = fields;
  return {
    name,
    link,
    has_sso: has_sso ? (1 as const) : (0 as const),
    description,
    logo,
    logo_hash: logoHash,
    category_id: category,
    updated_by: by,
    updated_at: now,
    ...(ssoSecretHash !== undefined && { sso_secret_hash: ssoSecretHash }),
  };
}

export async function insertService(
  db: Kysely<Database>,
  clock: Clock,
  fields: ServiceSave,
  by: number,
) {
  const now = clock.now().toISOString();
  const { id } = await db
    .insertInto('services')
    .values({ ...columnsOf(fields, by, now), created_by: by, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateService(
  db: Kysely<Database>,
  clock: Clock,
  id: number,
  fields: ServiceSave,
  by: number,
) {
  await db
    .updateTable('services')
    .set(columnsOf(fields, by, clock.now().toISOString()))
    .where('id', '=', id)
    .execute();
}

export async function deleteService(db: Kysely<Database>, id: number) {
  await db.deleteFrom('services').where('id', '=', id).execute();
}
