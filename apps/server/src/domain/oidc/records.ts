import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '@server/db/schema';
import type { Clock } from '@server/lib/clock';
import { clientMetadata } from './clients';

/** What revoking a grant ends, as the provider's own adapter has it: its codes and tokens. */
const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

/** Records not past their time at `now` (ISO): those without one last as long as the provider says. */
const liveAt = (now: string) => (eb: ExpressionBuilder<Database, 'oidc_records'>) =>
  eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]);

/**
 * The OpenID provider's storage (record 0067): every record it keeps (sessions, interactions,
 * codes, tokens, grants) is a row of `oidc_records`, read by whichever instance the next request
 * reaches. Clients are read from the administrator's `oidc_clients`.
 */
export function recordsAdapter(db: Kysely<Database>, clock: Clock) {
  const now = () => clock.now().toISOString();

  return class RecordsAdapter implements Adapter {
    constructor(private readonly kind: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const row = {
        payload: JSON.stringify(payload),
        grant_id: GRANTABLE.has(this.kind) ? (payload.grantId ?? null) : null,
        uid: payload.uid ?? null,
        account_id: payload.accountId ?? null,
        client_id: payload.clientId ?? null,
        expires_at: expiresIn
          ? new Date(clock.now().getTime() + expiresIn * 1000).toISOString()
          : null,
      };
      await db
        .insertInto('oidc_records')
        .values({ kind: this.kind, id, ...row, consumed_at: null })
        .onConflict((conflict) => conflict.columns(['kind', 'id']).doUpdateSet(row))
        .execute();
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      if (this.kind === 'Client') return clientMetadata(db, id);
      return this.findWhere('id', id);
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.findWhere('uid', uid);
    }

    async findByUserCode(): Promise<undefined> {
      // The device flow, the only user of user codes, is off.
      return undefined;
    }

    async consume(id: string): Promise<void> {
      await db
        .updateTable('oidc_records')
        .set({ consumed_at: now() })
        .where('kind', '=', this.kind)
        .where('id', '=', id)
        .execute();
    }

    async destroy(id: string): Promise<void> {
      await db
        .deleteFrom('oidc_records')
        .where('kind', '=', this.kind)
        .where('id', '=', id)
        .execute();
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.deleteFrom('oidc_records').where('grant_id', '=', grantId).execute();
    }

    private async findWhere(column: 'id' | 'uid', value: string) {
      const row = await db
        .selectFrom('oidc_records')
        .select(['payload', 'consumed_at'])
        .where('kind', '=', this.kind)
        .where(column, '=', value)
        .where(liveAt(now()))
        .executeTakeFirst();
      if (!row) return undefined;
      const payload = JSON.parse(row.payload) as AdapterPayload;
      return row.consumed_at
        ? { ...payload, consumed: Math.floor(Date.parse(row.consumed_at) / 1000) }
        : payload;
    }
  };
}

/**
 * Ends the user's sessions with the provider, and with them the refresh tokens tied to them, when
 * they sign out of the portal; answers the services they signed in to there, by client id and
 * session id, for their back channel to be told.
 */
export async function endProviderSessionsOf(
  db: Kysely<Database>,
  userId: number,
): Promise<{ clientId: string; sid: string }[]> {
  const sessions = await db
    .deleteFrom('oidc_records')
    .where('kind', '=', 'Session')
    .where('account_id', '=', String(userId))
    .returning('payload')
    .execute();
  return sessions.flatMap(({ payload }) =>
    Object.entries(
      (JSON.parse(payload) as { authorizations?: Record<string, { sid: string }> })
        .authorizations ?? {},
    ).map(([clientId, { sid }]) => ({ clientId, sid })),
  );
}

/**
 * The newest live grant `accountId` gave `clientId`: consent is asked once, not at every
 * session with the provider.
 */
export async function rememberedGrant(
  db: Kysely<Database>,
  clock: Clock,
  accountId: string,
  clientId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('oidc_records')
    .select('id')
    .where('kind', '=', 'Grant')
    .where('account_id', '=', accountId)
    .where('client_id', '=', clientId)
    .where(liveAt(clock.now().toISOString()))
    .orderBy('expires_at', 'desc')
    .executeTakeFirst();
  return row?.id;
}

/** Clears the records past their time: the provider never reads them again. */
export async function clearExpiredRecords(db: Kysely<Database>, now: Date): Promise<number> {
  const cleared = await db
    .deleteFrom('oidc_records')
    .where('expires_at', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(cleared.numDeletedRows);
}
