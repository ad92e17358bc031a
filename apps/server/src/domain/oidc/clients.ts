import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AdapterPayload } from 'oidc-provider';
import type { OidcClient, OidcClientInputSchema } from '@portal/shared/oidc-clients';
import type { z } from 'zod';
import type { Database } from '@server/db/schema';
import type { Clock } from '@server/lib/clock';

type ClientInput = z.output<typeof OidcClientInputSchema>;

/** SHA-256, hex: enough for a 256-bit random secret, which no one can guess to match. */
export const secretHash = (secret: string) => createHash('sha256').update(secret).digest('hex');

const listed = (json: string) => JSON.parse(json) as string[];

function clientsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('oidc_clients')
    .innerJoin('services', 'services.id', 'oidc_clients.service_id')
    .select([
      'oidc_clients.id',
      'oidc_clients.client_id',
      'oidc_clients.service_id',
      'services.name as service_name',
      'oidc_clients.redirect_uris',
      'oidc_clients.post_logout_redirect_uris',
      'oidc_clients.backchannel_logout_uri',
      'oidc_clients.scopes',
      'oidc_clients.first_party',
      'oidc_clients.created_at',
      'oidc_clients.updated_at',
    ]);
}

type ClientRow = Awaited<ReturnType<ReturnType<typeof clientsQuery>['executeTakeFirstOrThrow']>>;

const presented = (row: ClientRow): OidcClient => ({
  ...row,
  redirect_uris: listed(row.redirect_uris),
  post_logout_redirect_uris: listed(row.post_logout_redirect_uris),
  scopes: row.scopes.split(' '),
  first_party: Boolean(row.first_party),
});

export async function listClients(db: Kysely<Database>): Promise<OidcClient[]> {
  return (await clientsQuery(db).orderBy('services.name').execute()).map(presented);
}

export async function findClient(
  db: Kysely<Database>,
  id: number,
): Promise<OidcClient | undefined> {
  const row = await clientsQuery(db).where('oidc_clients.id', '=', id).executeTakeFirst();
  return row && presented(row);
}

const stored = (input: ClientInput) => ({
  service_id: input.service_id,
  redirect_uris: JSON.stringify(input.redirect_uris),
  post_logout_redirect_uris: JSON.stringify(input.post_logout_redirect_uris),
  backchannel_logout_uri: input.backchannel_logout_uri,
  scopes: input.scopes.join(' '),
  first_party: input.first_party ? (1 as const) : (0 as const),
});

/** Registers a client; answers it with its secret, which is not kept. */
export async function createClient(
  db: Kysely<Database>,
  clock: Clock,
  input: ClientInput,
): Promise<OidcClient & { client_secret: string }> {
  const secret = randomBytes(32).toString('base64url');
  const now = clock.now().toISOString();
  const { id } = await db
    .insertInto('oidc_clients')
    .values({
      ...stored(input),
      client_id: `svc_${randomBytes(12).toString('base64url')}`,
      secret_hash: secretHash(secret),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...(await findClient(db, id))!, client_secret: secret };
}

export async function updateClient(
  db: Kysely<Database>,
  clock: Clock,
  id: number,
  input: ClientInput,
): Promise<boolean> {
  const updated = await db
    .updateTable('oidc_clients')
    .set({ ...stored(input), updated_at: clock.now().toISOString() })
    .where('id', '=', id)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/** Removes a client and every record the provider kept for it: its tokens stop working. */
export async function removeClient(db: Kysely<Database>, id: number): Promise<boolean> {
  const client = await db
    .selectFrom('oidc_clients')
    .select('client_id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!client) return false;
  await db.deleteFrom('oidc_records').where('client_id', '=', client.client_id).execute();
  await db.deleteFrom('oidc_clients').where('id', '=', id).execute();
  return true;
}

/**
 * A client as the provider reads it: confidential (a secret, compared by hash), code flow only,
 * ID tokens signed with the provider's keys (record 0067).
 */
export async function clientMetadata(
  db: Kysely<Database>,
  clientId: string,
): Promise<AdapterPayload | undefined> {
  const row = await db
    .selectFrom('oidc_clients')
    .innerJoin('services', 'services.id', 'oidc_clients.service_id')
    .select([
      'oidc_clients.client_id',
      'oidc_clients.secret_hash',
      'oidc_clients.redirect_uris',
      'oidc_clients.post_logout_redirect_uris',
      'oidc_clients.backchannel_logout_uri',
      'oidc_clients.scopes',
      'services.name',
    ])
    .where('oidc_clients.client_id', '=', clientId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    client_id: row.client_id,
    client_secret: row.secret_hash,
    client_name: row.name,
    redirect_uris: listed(row.redirect_uris),
    post_logout_redirect_uris: listed(row.post_logout_redirect_uris),
    ...(row.backchannel_logout_uri
      ? {
          backchannel_logout_uri: row.backchannel_logout_uri,
          backchannel_logout_session_required: true,
        }
      : {}),
    scope: row.scopes,
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_basic',
  };
}

/** Whether the client is the authority's own, whose users are not asked to consent. */
export async function isFirstParty(db: Kysely<Database>, clientId: string): Promise<boolean> {
  const row = await db
    .selectFrom('oidc_clients')
    .select('first_party')
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return Boolean(row?.first_party);
}
