import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { ServiceInputSchema } from '@portal/shared/services';
import { SSO_SECRET_PREFIX } from '@portal/shared/sso';
import type { Database } from '../db/schema';
import type { Clock } from '../lib/clock';
import { hashToken, randomToken } from '../lib/tokens';

/** A service's fields as the shared schema validated them; once checked, `logo` is a data URL. */
export type ServiceFields = z.infer<typeof ServiceInputSchema>;

/**
 * A service's new single sign-on secret, to show once, and the only thing kept of it. The services
 * table's one writer (record 0049): the services feature saves a service here, and the sso
 * feature rotates its secret.
 */
export function newSsoSecret(): { secret: string; hash: string } {
  const secret = `${SSO_SECRET_PREFIX}${randomToken()}`;
  return { secret, hash: hashToken(secret) };
}

/**
 * What saving a service does to its secret: a new one, to show once, when single sign-on goes on;
 * none when it goes off (`hash: null`); unchanged otherwise.
 */
export function secretOnSave(
  wasOn: boolean,
  isOn: boolean,
): { secret?: string; hash?: string | null } {
  if (!isOn) return { hash: null };
  return wasOn ? {} : newSsoSecret();
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

/**
 * Gives a service with single sign-on a new secret; the old one, and the tokens issued under it,
 * stop at once. Nothing changes, and nothing is answered, when single sign-on is off.
 */
export async function rotateSsoSecret(
  db: Kysely<Database>,
  serviceId: number,
  by: number,
  now: string,
): Promise<string | undefined> {
  const { secret, hash } = newSsoSecret();
  const { numUpdatedRows } = await db
    .updateTable('services')
    .set({ sso_secret_hash: hash, updated_by: by, updated_at: now })
    .where('id', '=', serviceId)
    .where('has_sso', '=', 1)
    .executeTakeFirst();
  return numUpdatedRows > 0n ? secret : undefined;
}
