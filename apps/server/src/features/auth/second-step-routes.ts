import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authCalls } from '@portal/shared/auth';
import { AccountStatus } from '@portal/shared/constants';
import { messages } from '@portal/shared/messages';
import { passkeyMessages } from '@portal/shared/passkeys';
import { secondFactorMessages } from '@portal/shared/second-factors';
import { secondFactorMail } from '@server/domain/account-mails';
import { verifyPassword } from '@server/domain/password';
import {
  findSignInChallenge,
  spendSignInChallenge,
} from '@server/domain/second-factors/challenges';
import { acceptPasskey, relyingPartyOf } from '@server/domain/second-factors/passkey-ceremonies';
import { spendRecoveryCode } from '@server/domain/second-factors/recovery-codes';
import { acceptTotpCode, totpSecrets } from '@server/domain/second-factors/totp';
import { okMessage } from '@server/lib/envelope';
import { AppError, forbidden, unauthorized, validationFailed } from '@server/lib/errors';
import { actorOf } from '@server/lib/http/actor';
import { declared } from '@server/lib/http/declared-route';
import { markAuthenticated, type AuthMethod } from '@server/lib/sessions';
import { passkeyAssertion } from './passkey-assertion';
import { guards } from '@server/plugins/authentication';
import { signedIn } from './current-user';
import { authLimits, limitPerAddress } from './limits';
import { claimSignInAttempt } from './sign-in-limit';
import { ACCOUNT_BLOCKED } from './sign-in-routes';

/** What the second step of a sign-in takes: anything but the password of its first. */
type SecondStep = Exclude<AuthMethod, 'pwd'>;

const refusals: Record<SecondStep, string> = {
  otp: secondFactorMessages.codeRefused,
  passkey: passkeyMessages.refused,
  recovery: secondFactorMessages.recoveryCodeRefused,
};

/**
 * POST /login/second-factor, the second step of a sign-in, and POST /reauthenticate, the proof a
 * sensitive change asks for (docs/product.md, "Two-step sign-in"; record 0065).
 */
export const secondStepRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, config } = app.deps;
  const { limiter, outbox } = app;
  const { db } = database;
  const secrets = totpSecrets(config.appKey);
  const rp = relyingPartyOf(config.appUrl);

  app.route({
    ...declared(authCalls.loginSecondFactor, { tag: 'auth', security: null }),
    onRequest: limitPerAddress,
    handler: async (request) => {
      const { challenge, code, recovery_code, webauthn_response } = request.body;
      const expired = () => unauthorized(secondFactorMessages.challengeExpired);
      const pending = await findSignInChallenge(db, clock, challenge);
      if (!pending) throw expired();
      const user = await db
        .selectFrom('users')
        .select(['id', 'email', 'name', 'status'])
        .where('id', '=', pending.userId)
        .executeTakeFirstOrThrow();
      const perAccount = authLimits.login(user.email, request.ip);
      await limiter.consume(perAccount.key, perAccount.limit);
      // Each wrong code counts against the account as a wrong password does (record 0021).
      const attempt = await claimSignInAttempt(request, user.email);
      const method: SecondStep =
        code !== undefined ? 'otp' : webauthn_response ? 'passkey' : 'recovery';
      const checks: Record<SecondStep, () => Promise<boolean>> = {
        otp: () => acceptTotpCode(db, clock, secrets, user.id, code!),
        passkey: async () => {
          const response = passkeyAssertion(webauthn_response!);
          return (await acceptPasskey(db, clock, rp, response, user.id)) !== undefined;
        },
        recovery: () => spendRecoveryCode(db, clock, user.id, recovery_code!),
      };
      if (!(await checks[method]())) {
        await attempt.failed(user);
        throw new AppError(401, 'second_factor_refused', refusals[method]);
      }
      await attempt.succeeded();
      if (user.status !== AccountStatus.Active) throw forbidden(ACCOUNT_BLOCKED);
      if (!(await spendSignInChallenge(db, clock, pending.id))) throw expired();
      await limiter.reset(perAccount.key, perAccount.limit);

      if (method === 'recovery') {
        await outbox.queueMail(db, secondFactorMail(user.email, user.name, 'recovery-code-used'));
      }
      return signedIn(request, {
        userId: user.id,
        remember: pending.remember,
        methods: ['pwd', method],
      });
    },
  });

  app.route({
    ...declared(authCalls.reauthenticate, { tag: 'auth' }),
    onRequest: limitPerAddress,
    preHandler: guards.signedIn,
    handler: async (request) => {
      const { user, session } = actorOf(request);
      const { password, code } = request.body;
      // The same limit as login: a stolen session cannot guess the password or a code here.
      const attempt = await claimSignInAttempt(request, user.email);
      const proven =
        password !== undefined
          ? await verifyPassword(user.password_hash, password)
          : await acceptTotpCode(db, clock, secrets, user.id, code!);
      if (!proven) {
        await attempt.failed(user);
        // A 422 under the field, not a 401: the session itself is fine.
        const [field, wrong] =
          password !== undefined
            ? ['password', messages.currentPasswordIncorrect]
            : ['code', secondFactorMessages.codeRefused];
        throw validationFailed({ [field]: [wrong] }, wrong);
      }
      await attempt.succeeded();
      await markAuthenticated(db, clock, session.sessionId);
      return okMessage('Thank you: you can make the change now.');
    },
  });
};
