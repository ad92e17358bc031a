import parseBasicAuth from 'basic-auth';
import type { Kysely } from 'kysely';
import { SSO_REALM, ssoMessages } from '@portal/shared/sso';
import type { Database } from '@server/db/schema';
import { AppError } from '@server/lib/errors';
import { hashToken, sameSecret } from '@server/lib/tokens';

/** The linked service a redemption comes from, proven by its secret. */
export type LinkedService = { id: number; secretHash: string };

// Compared against when the service is unknown or has no secret, so that every refusal costs the
// same comparison; no secret hashes to it.
const NO_SECRET = hashToken('');

const refused = () =>
  new AppError(401, 'service_unauthenticated', ssoMessages.unauthenticated, undefined, {
    'www-authenticate': `Basic realm="${SSO_REALM}", charset="UTF-8"`,
  });

/**
 * The service named by an `Authorization: Basic` header (its id, its secret), or one 401 whatever
 * is wrong: no header, a malformed one, an unknown service, a wrong secret, single sign-on off.
 */
export async function authenticateService(
  db: Kysely<Database>,
  authorization: string | undefined,
): Promise<LinkedService> {
  const credentials = parseBasicAuth.parse(authorization ?? '');
  const id = /^[1-9]\d{0,9}$/.test(credentials?.name ?? '') ? Number(credentials!.name) : 0;
  const service =
    id > 0 && id <= 2 ** 31 - 1
      ? await db
          .selectFrom('services')
          .select(['id', 'has_sso', 'sso_secret_hash'])
          .where('id', '=', id)
          .executeTakeFirst()
      : undefined;
  const secretHash = service?.has_sso ? (service.sso_secret_hash ?? NO_SECRET) : NO_SECRET;
  const matches = sameSecret(secretHash, hashToken(credentials?.pass ?? ''));
  if (!service || !matches || secretHash === NO_SECRET) throw refused();
  return { id: service.id, secretHash };
}
