import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authCalls } from '@portal/shared/auth';
import { AccountStatus, Role } from '@portal/shared/constants';
import { isUniqueViolation } from '@server/db/errors';
import { verificationMail } from '@server/domain/account-mails';
import { countryCodeProblem } from '@server/domain/countries';
import { ok, okMessage } from '@server/lib/envelope';
import { conflict, forbidden, unauthorized, validationFailed } from '@server/lib/errors';
import { hashPassword, verifyPasswordOrDummy } from '@server/domain/password';
import { passwordProblem } from '@server/domain/password-policy';
import { revokeSession } from '@server/lib/sessions';
import { actorOf } from '@server/lib/http/actor';
import { guards } from '@server/plugins/authentication';
import { declared } from '@server/lib/http/declared-route';
import { signedIn } from './current-user';
import { authLimits, limitPerAddress } from './limits';
import { createUser } from '@server/domain/users/account-records';
import { freshVerificationCode } from '@server/domain/users/verification';
import { findUserByEmail } from './queries';
import { claimSignInAttempt } from './sign-in-limit';
import { tellServicesSignedOut } from '@server/domain/oidc/provider';
import { endProviderSessionsOf } from '@server/domain/oidc/records';
import { openSignInChallenge } from '@server/domain/second-factors/challenges';
import {
  hasSecondFactor,
  secondFactorsOf,
  secondStepMethods,
} from '@server/domain/second-factors/state';

const BAD_CREDENTIALS = 'These credentials do not match our records.';
export const ACCOUNT_BLOCKED = 'Your account is blocked. Contact the authority to restore it.';
const DUPLICATE_EMAIL = 'An account with this email address already exists.';

/** POST /login, /register and /logout (docs/product.md, "Accounts"). */
export const signInRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;
  const { limiter, outbox } = app;
  const { db } = database;

  app.route({
    ...declared(authCalls.login, { tag: 'auth', security: null }),
    onRequest: limitPerAddress,
    handler: async (request) => {
      const { email, password, remember_me } = request.body;
      const perAccount = authLimits.login(email, request.ip);
      await limiter.consume(perAccount.key, perAccount.limit);
      const attempt = await claimSignInAttempt(request, email);

      const user = await findUserByEmail(db, email);
      if (!(await verifyPasswordOrDummy(user?.password_hash, password)) || !user) {
        await attempt.failed(user);
        throw unauthorized(BAD_CREDENTIALS);
      }
      // Said only to whoever knows the password, so it reveals nothing to a guesser.
      if (user.status !== AccountStatus.Active) {
        await attempt.succeeded();
        throw forbidden(ACCOUNT_BLOCKED);
      }
      const factors = await secondFactorsOf(db, user.id);
      if (hasSecondFactor(factors)) {
        // The failed attempts stand until the second step succeeds: a right password alone must
        // not reset the count that bounds guessing the code (record 0065).
        await attempt.halfway();
        const challenge = await openSignInChallenge(db, clock, {
          userId: user.id,
          remember: remember_me,
        });
        return ok(
          { mfa_required: true as const, challenge, methods: secondStepMethods(factors) },
          'Enter the code from your authenticator app.',
        );
      }
      await attempt.succeeded();
      await limiter.reset(perAccount.key, perAccount.limit);

      return signedIn(request, { userId: user.id, remember: remember_me });
    },
  });

  app.route({
    ...declared(authCalls.register, { tag: 'auth', security: null }),
    onRequest: limitPerAddress,
    handler: async (request, reply) => {
      const input = request.body;
      const [accountType, countryCode] = await Promise.all([
        db
          .selectFrom('account_types')
          .select('id')
          .where('id', '=', input.account_type)
          .executeTakeFirst(),
        countryCodeProblem(db, input.country_code),
      ]);
      const errors: Record<string, string[]> = {};
      if (!accountType) errors.account_type = ['Choose one of the listed account types.'];
      if (countryCode) errors.country_code = countryCode;
      const weakPassword = passwordProblem(input.password, input);
      if (weakPassword) errors.password = [weakPassword];
      if (Object.keys(errors).length > 0) throw validationFailed(errors);
      if (await findUserByEmail(db, input.email)) throw conflict(DUPLICATE_EMAIL);

      const passwordHash = await hashPassword(input.password);
      const verification = freshVerificationCode(clock);
      const now = clock.now().toISOString();
      try {
        // The account and its code's mail commit together, or neither does.
        await db.transaction().execute(async (trx) => {
          await createUser(trx, {
            name: input.name,
            email: input.email,
            password_hash: passwordHash,
            // Fixed here, whatever the body says: self-registration never chooses its role.
            role_id: Role.RegisteredUser,
            status: AccountStatus.Active,
            account_type_id: input.account_type,
            country_code: input.country_code,
            phone: input.phone,
            created_at: now,
            updated_at: now,
            ...verification,
          });
          await outbox.queueMail(
            trx,
            verificationMail(input.email, input.name, verification.verification_code),
          );
        });
      } catch (error) {
        // Two registrations of one address at once: the unique index lets exactly one through.
        if (isUniqueViolation(error)) throw conflict(DUPLICATE_EMAIL);
        throw error;
      }
      const { key, limit } = authLimits.verificationMail(input.email);
      await limiter.consume(key, limit);
      return reply
        .status(201)
        .send(
          okMessage(
            'Registration successful. We have sent a verification code to your email. Log in to verify it.',
          ),
        );
    },
  });

  app.route({
    ...declared(authCalls.logout, { tag: 'auth' }),
    preHandler: guards.signedIn,
    handler: async (request) => {
      const { session, user } = actorOf(request);
      await revokeSession(db, clock, session.sessionId);
      // Their sessions with the OpenID provider end too, and the services they signed in to
      // through it are told, without the sign-out waiting on them (record 0067).
      const signedInTo = await endProviderSessionsOf(db, user.id);
      if (signedInTo.length > 0) {
        const provider = await app.oidc.current();
        void tellServicesSignedOut(provider, String(user.id), signedInTo).then((results) => {
          for (const result of results) {
            if (result.status === 'rejected') {
              request.log.warn({ err: result.reason }, 'a service was not told of a sign-out');
            }
          }
        });
      }
      return okMessage('You have been logged out.');
    },
  });
};
