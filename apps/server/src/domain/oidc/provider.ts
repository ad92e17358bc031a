import { timingSafeEqual } from 'node:crypto';
import type { JWK } from 'jose';
import type { Kysely } from 'kysely';
import Provider, { interactionPolicy, type Configuration } from 'oidc-provider';
import { AccountStatus } from '@portal/shared/constants';
import type { Database } from '@server/db/schema';
import type { Clock } from '@server/lib/clock';
import { deriveKey } from '@server/lib/sealing';
import { isFirstParty, secretHash } from './clients';
import { logoutSource, postLogoutSuccessSource, renderError } from './pages';
import { recordsAdapter, rememberedGrant } from './records';

/** Where the provider's endpoints live: under /oidc, clear of the web app's own addresses. */
export const OIDC_PREFIX = '/oidc';

/** Where the browser goes when the provider needs the user: the portal's own API, which leads on. */
const interactionPath = (uid: string) => `/api/oidc/interactions/${uid}`;

/** The provider counts its lifetimes in seconds. */
const MINUTE_S = 60;

export type ProviderDeps = {
  db: Kysely<Database>;
  clock: Clock;
  appUrl: string;
  appKey: string | undefined;
  /** Lets the provider call services on loopback and private addresses. */
  privateNetwork: boolean;
};

/** The portal user a subject names, as the claims of its scopes tell them. */
async function findAccount(db: Kysely<Database>, sub: string) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'email_verified_at', 'updated_at', 'status'])
    .where('id', '=', Number(sub))
    .executeTakeFirst();
  if (!user || user.status !== AccountStatus.Active) return undefined;
  return {
    accountId: sub,
    claims: () => ({
      sub,
      name: user.name,
      email: user.email,
      email_verified: user.email_verified_at !== null,
      updated_at: Math.floor(Date.parse(user.updated_at) / 1000),
    }),
  };
}

/**
 * Who signs in is always the user of the browser's portal session, which only the web app knows
 * (its token is not a cookie): every authorization request passes by it, and the provider's own
 * session never signs anyone in alone. A user who allowed the service before sees nothing.
 */
function portalSessionDecides() {
  const { base, Check } = interactionPolicy;
  const prompts = base();
  prompts
    .get('login')!
    .checks.add(
      new Check('portal_session', 'The portal session decides who signs in', (ctx) =>
        ctx.oidc.result?.login ? Check.NO_NEED_TO_PROMPT : Check.REQUEST_PROMPT,
      ),
    );
  return prompts;
}

/**
 * The portal's OpenID Connect provider (oidc-provider; record 0067): the code flow with PKCE,
 * confidential clients whose secrets are kept hashed, refresh tokens rotated on every use, and
 * every record in the database, so that any instance serves any step. It signs with the first of
 * `keys` and publishes them all.
 */
export function buildProvider(deps: ProviderDeps, keys: JWK[]): Provider {
  const { db, clock, appUrl, appKey } = deps;
  const cookieKey = deriveKey(appKey!, 'portal openid provider', 'cookies').toString('base64url');
  const secure = appUrl.startsWith('https://');
  const configuration: Configuration = {
    adapter: recordsAdapter(db, clock),
    jwks: { keys },
    cookies: {
      keys: [cookieKey],
      long: { signed: true, secure, sameSite: 'lax' },
      short: { signed: true, secure, sameSite: 'lax' },
    },
    routes: {
      authorization: `${OIDC_PREFIX}/auth`,
      token: `${OIDC_PREFIX}/token`,
      userinfo: `${OIDC_PREFIX}/me`,
      jwks: `${OIDC_PREFIX}/jwks`,
      end_session: `${OIDC_PREFIX}/session/end`,
      revocation: `${OIDC_PREFIX}/token/revocation`,
      introspection: `${OIDC_PREFIX}/token/introspection`,
      registration: `${OIDC_PREFIX}/reg`,
      pushed_authorization_request: `${OIDC_PREFIX}/request`,
      code_verification: `${OIDC_PREFIX}/device`,
      device_authorization: `${OIDC_PREFIX}/device/auth`,
      backchannel_authentication: `${OIDC_PREFIX}/backchannel`,
    },
    scopes: ['openid', 'profile', 'email'],
    // How the user signed in goes with every ID token, so that a service can ask for more.
    claims: {
      openid: ['sub', 'acr', 'amr', 'auth_time'],
      profile: ['name', 'updated_at'],
      email: ['email', 'email_verified'],
    },
    findAccount: (_ctx, sub) => findAccount(db, sub),
    interactions: {
      policy: portalSessionDecides(),
      url: (_ctx, interaction) => interactionPath(interaction.uid),
    },
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: { enabled: true, logoutSource, postLogoutSuccessSource },
      backchannelLogout: { enabled: true },
    },
    clientDefaults: {
      grant_types: ['authorization_code', 'refresh_token'],
      id_token_signed_response_alg: 'RS256',
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
      require_auth_time: true,
    },
    acrValues: ['aal1', 'aal2'],
    renderError,
    // The provider refuses to call private and loopback addresses, against server-side request
    // forgery, unless the deployment's services live there.
    ...(deps.privateNetwork
      ? {
          fetch: (input: string | URL | Request, init?: RequestInit) => {
            const { dispatcher: _ssrfGuard, ...rest } = (init ?? {}) as RequestInit & {
              dispatcher?: unknown;
            };
            return fetch(input, rest);
          },
        }
      : {}),
    // A web service that signs its users in keeps them signed in: every code brings a refresh
    // token, which each use replaces (a used one is refused, and ends the grant).
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    ttl: {
      AccessToken: 10 * MINUTE_S,
      AuthorizationCode: MINUTE_S,
      IdToken: 10 * MINUTE_S,
      Interaction: 10 * MINUTE_S,
      Grant: 30 * 24 * 60 * MINUTE_S,
      RefreshToken: 24 * 60 * MINUTE_S,
      // Short: the portal's own session decides; a new sign-in at a service asks it again.
      Session: 10 * MINUTE_S,
    },
    // Consent is asked once per user and service, and never by the authority's own services,
    // for which the grant is made for what they ask.
    loadExistingGrant: async (ctx) => {
      const { client, session, params, result } = ctx.oidc;
      const { Grant } = ctx.oidc.provider;
      const clientId = client!.clientId;
      const accountId = result?.login?.accountId ?? session?.accountId;
      const grantId =
        result?.consent?.grantId ??
        session?.grantIdFor(clientId) ??
        (accountId ? await rememberedGrant(db, clock, accountId, clientId) : undefined);
      if (grantId) return Grant.find(grantId);
      if (!accountId || !(await isFirstParty(db, clientId))) return undefined;
      const grant = new Grant({ clientId, accountId });
      grant.addOIDCScope(String(params?.scope ?? 'openid'));
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(appUrl, configuration);
  // Its routes set the forwarded protocol and host from APP_URL (features/oidc/provider-routes).
  provider.proxy = true;
  // Clients' secrets are kept as hashes; the provider's own comparison is of plain text. The
  // library leaves this method to be replaced for exactly that (record 0067).
  provider.Client.prototype.compareClientSecret = function compare(actual: string) {
    const expected = Buffer.from(String(this.clientSecret), 'hex');
    const given = Buffer.from(secretHash(actual), 'hex');
    return Promise.resolve(expected.length === given.length && timingSafeEqual(expected, given));
  };
  return provider;
}

/**
 * Tells each service the user signed in to through the provider, by its back channel if it has
 * one, that they signed out of the portal: a signed logout token naming them and the session.
 */
export function tellServicesSignedOut(
  provider: Provider,
  accountId: string,
  signedInTo: { clientId: string; sid: string }[],
): Promise<PromiseSettledResult<void>[]> {
  return Promise.allSettled(
    signedInTo.map(async ({ clientId, sid }) => {
      // The library's own method, as its RP-initiated logout calls it; its types leave it out.
      const client = (await provider.Client.find(clientId)) as
        | (InstanceType<Provider['Client']> & {
            backchannelLogout(sub: string, sid: string): Promise<void>;
          })
        | undefined;
      if (client?.backchannelLogoutUri) await client.backchannelLogout(accountId, sid);
    }),
  );
}
