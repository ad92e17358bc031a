import type { FastifyRequest } from 'fastify';
import { MINUTE } from '@server/lib/clock';

/** The sign-in and mail throttles (decision records 0008, 0021), each with the key it counts by. */
export const authLimits = {
  /** Every authentication call from one address, together. */
  perAddress: (request: FastifyRequest) => ({
    key: `auth:${request.ip}`,
    limit: { max: request.server.deps.config.authRateLimit, windowMs: MINUTE },
  }),
  /** Password guessing against one account from one address. */
  login: (email: string, ip: string) => ({
    key: `login:${email}|${ip}`,
    limit: { max: 5, windowMs: MINUTE },
  }),
  /** Verification code mails to one address. */
  verificationMail: (email: string) => ({
    key: `verification-mail:${email}`,
    limit: { max: 3, windowMs: 5 * MINUTE },
  }),
  /** Password reset mails to one address, whether or not it has an account. */
  resetMail: (email: string) => ({
    key: `reset-mail:${email}`,
    limit: { max: 1, windowMs: MINUTE },
  }),
} as const;

/** onRequest hook of every authentication route: counts before the body is even read. */
export async function limitPerAddress(request: FastifyRequest): Promise<void> {
  const { key, limit } = authLimits.perAddress(request);
  await request.server.limiter.consume(key, limit);
}
