import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuditAction } from '@portal/shared/audit';
import type { Database } from '@server/db/schema';
import { secondFactorMail, type SecondFactorChange } from '@server/domain/account-mails';
import { removeRecoveryCodes } from '@server/domain/second-factors/recovery-codes';
import {
  hasSecondFactor,
  secondFactorsOf,
  type SecondFactors,
} from '@server/domain/second-factors/state';
import { auditTrail } from '@server/lib/audit/trail';
import { actorOf } from '@server/lib/http/actor';

/** The account's second factors as `GET /mfa` answers them. */
export const presented = (factors: SecondFactors) => ({
  totp: factors.totp,
  passkeys: factors.passkeys,
  recovery_codes: factors.recoveryCodes,
});

/** A change to the caller's factors: its event on the audit trail and its mail, in `trx`. */
export async function recordChange(
  request: FastifyRequest,
  trx: Kysely<Database>,
  action: AuditAction,
  change: SecondFactorChange,
): Promise<void> {
  const { user } = actorOf(request);
  await auditTrail(request).note(trx, action, user.id);
  await request.server.outbox.queueMail(trx, secondFactorMail(user.email, user.name, change));
}

/**
 * After a factor was removed: recovery codes stand in for a second factor, so with none left they
 * open nothing and go too.
 */
export async function dropRecoveryCodesIfAlone(
  trx: Kysely<Database>,
  userId: number,
): Promise<void> {
  if (!hasSecondFactor(await secondFactorsOf(trx, userId))) {
    await removeRecoveryCodes(trx, userId);
  }
}
