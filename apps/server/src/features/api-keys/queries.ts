import type { Kysely } from 'kysely';
import type { ApiKeyRecord } from '@portal/shared/api-keys';
import type { Database } from '@server/db/schema';
import type { ApiKeyVault } from '@server/lib/api-key-vault';
import type { Clock } from '@server/lib/clock';
import { isExpired } from '@server/domain/api-keys/expiry';
import { notFound } from '@server/lib/errors';
import { containsText } from '@server/lib/text-search';
import type { Actor } from '@server/lib/http/actor';

/** Whose keys are asked about: the caller, with what their role grants. */
type Viewer = Pick<Actor, 'user' | 'permissions'>;

/** Holders of `api_keys.view_all` see every key; anyone else only their own (record 0029). */
function visibleTo(db: Kysely<Database>, { user, permissions }: Viewer) {
  const keys = db.selectFrom('api_keys');
  return permissions.has('api_keys.view_all') ? keys : keys.where('api_keys.user_id', '=', user.id);
}

/** The ids of the keys `viewer` may see, newest first, narrowed to names containing `term`. */
export function apiKeyIds(db: Kysely<Database>, viewer: Viewer, term?: string) {
  const query = visibleTo(db, viewer).select('api_keys.id').orderBy('api_keys.id', 'desc');
  return term ? query.where(containsText(['api_keys.name'], term)) : query;
}

/** Keys with their owner's name, newest first, as far as `viewer` may see them when given. */
function keyRows(db: Kysely<Database>, viewer?: Viewer) {
  return (viewer ? visibleTo(db, viewer) : db.selectFrom('api_keys'))
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

/** The key, if `viewer` may see it; a key they may not see is as unknown as a missing one. */
export async function findApiKey(
  db: Kysely<Database>,
  vault: ApiKeyVault,
  clock: Clock,
  viewer: Viewer,
  id: number,
): Promise<ApiKeyRecord> {
  const rows = await keyRows(db, viewer).where('api_keys.id', '=', id).execute();
  const [key] = presented(vault, clock, rows);
  if (!key) throw notFound('API key not found.');
  return key;
}
