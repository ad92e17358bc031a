import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authCalls } from '@portal/shared/auth';
import { AccountStatus } from '@portal/shared/constants';
import { passkeyMessages } from '@portal/shared/passkeys';
import { secondFactorMessages } from '@portal/shared/second-factors';
import { findSignInChallenge } from '@server/domain/second-factors/challenges';
import {
  acceptPasskey,
  relyingPartyOf,
  signInOptions,
} from '@server/domain/second-factors/passkey-ceremonies';
import { ok } from '@server/lib/envelope';
import { conflict, forbidden, unauthorized } from '@server/lib/errors';
import { declared } from '@server/lib/http/declared-route';
import { signedIn } from './current-user';
import { limitPerAddress } from './limits';
import { passkeyAssertion } from './passkey-assertion';
import { ACCOUNT_BLOCKED } from './sign-in-routes';

/**
 * Signing in with a passkey: its options, for the second step of a sign-in or for a sign-in with
 * the passkey alone, and that sign-in (docs/product.md, "Two-step sign-in"; record 0066).
 */
export const passkeySignInRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, config } = app.deps;
  const { db } = database;
  const rp = relyingPartyOf(config.appUrl);

  app.route({
    ...declared(authCalls.passkeySignInOptions, { tag: 'auth', security: null }),
    onRequest: limitPerAddress,
    handler: async (request) => {
      const { challenge } = request.body;
      let userId: number | null = null;
      if (challenge !== undefined) {
        const pending = await findSignInChallenge(db, clock, challenge);
        if (!pending) throw unauthorized(secondFactorMessages.challengeExpired);
        userId = pending.userId;
      }
      const options = await signInOptions(db, clock, rp, userId);
      if (!options) throw conflict(passkeyMessages.noPasskey);
      return ok({ options }, 'Use your passkey.');
    },
  });

  app.route({
    ...declared(authCalls.passkeySignIn, { tag: 'auth', security: null }),
    onRequest: limitPerAddress,
    handler: async (request) => {
      const { webauthn_response, remember_me } = request.body;
      // No account lock here: a signature cannot be guessed, and a lock earned by guessing the
      // password must not keep the owner's passkey out (record 0066).
      const accepted = await acceptPasskey(
        db,
        clock,
        rp,
        passkeyAssertion(webauthn_response),
        null,
      );
      if (!accepted) throw unauthorized(passkeyMessages.refused);
      const user = await db
        .selectFrom('users')
        .select('status')
        .where('id', '=', accepted.userId)
        .executeTakeFirstOrThrow();
      if (user.status !== AccountStatus.Active) throw forbidden(ACCOUNT_BLOCKED);
      return signedIn(request, {
        userId: accepted.userId,
        remember: remember_me,
        methods: ['passkey'],
      });
    },
  });
};
