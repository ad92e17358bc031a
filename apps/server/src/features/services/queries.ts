import type { Kysely } from 'kysely';
import { flagsAsBooleans } from '@server/db/flags';
import { withAuthorNames } from '@server/db/joined-names';
import type { Database } from '@server/db/schema';
import { notFound } from '@server/lib/errors';
import { withLogoUrl } from '@server/domain/logo-url';
import { containsText } from '@server/lib/text-search';

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
