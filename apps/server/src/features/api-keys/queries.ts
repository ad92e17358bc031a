import type { Kysely } from 'kysely';
import { Role } from '@portal/shared/constants';
import { authorityDay, type ApiKeyRecord } from '@portal/shared/api-keys';
import type { Database, User } from '../../db/schema';
import type { ApiKeyVault } from '../../lib/api-key-vault';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { containsText } from '../../lib/text-search';

/** An administrator sees every key; anyone else only their own (docs/product.md, "Roles"). */
function visibleTo(db: Kysely<Database>, user: User) {
  const keys = db.selectFrom('api_keys');
  return user.role_id === Role.Administrator ? keys : keys.where('api_keys.user_id', '=', user.id);
}

/** The ids of the keys `user` may see, newest first, narrowed to names containing `term`. */
export function apiKeyIds(db: Kysely<Database>, user: User, term?: string) {
  const query = visibleTo(db, user).select('api_keys.id').orderBy('api_keys.id', 'desc');
  return term ? query.where(containsText(['api_keys.name'], term)) : query;
}

/** Today in the authority's time zone, as `YYYY-MM-DD`. */
export function authorityToday(clock: Clock): string {
  return authorityDay(clock.now());
}

/** A key is valid through the end of its expiry date; ISO dates compare as text. */
export const isExpired = (expiryDate: string, clock: Clock) => expiryDate < authorityToday(clock);

/** Keys with their owner's name, newest first, as far as `user` may see them when given. */
function keyRows(db: Kysely<Database>, user?: User) {
  return (user ? visibleTo(db, user) : db.selectFrom('api_keys'))
    .innerJoin('users as owner', 'owner.id', 'api_keys.user_id')
    .select([
      'api_keys.id',
      'api_keys.name',
      'api_keys.key_encrypted',
      'api_keys.requests',
      'api_keys.expiry_date',
      'api_keys.created_at',
      'api_keys.updated_at',
      'owner.id as owner_id',
      'owner.name as owner_name',
    ])
    .orderBy('api_keys.id', 'desc');
}

type KeyRow = Awaited<ReturnType<ReturnType<typeof keyRows>['execute']>>[number];

/** The rows as the client sees them: the key in clear, its status today and its owner. */
function presented(vault: ApiKeyVault, clock: Clock, rows: KeyRow[]): ApiKeyRecord[] {
  return rows.map(({ key_encrypted, owner_id, owner_name, ...row }) => ({
    ...row,
    key: vault.open(key_encrypted),
    status: isExpired(row.expiry_date, clock) ? 'Expired' : 'Active',
    api_owner: { id: owner_id, name: owner_name },
  }));
}

/** The keys with these ids (a page the listing chose), newest first. */
export async function apiKeysById(
  db: Kysely<Database>,
  vault: ApiKeyVault,
  clock: Clock,
  ids: number[],
): Promise<ApiKeyRecord[]> {
  return presented(vault, clock, await keyRows(db).where('api_keys.id', 'in', ids).execute());
}

/** The key, if `user` may see it; a key of somebody else's is as unknown as a missing one. */
export async function findApiKey(
  db: Kysely<Database>,
  vault: ApiKeyVault,
  clock: Clock,
  user: User,
  id: number,
): Promise<ApiKeyRecord> {
  const rows = await keyRows(db, user).where('api_keys.id', '=', id).execute();
  const [key] = presented(vault, clock, rows);
  if (!key) throw notFound('API key not found.');
  return key;
}
