import type { Kysely } from 'kysely';
import type { Database } from '@server/db/schema';

/** What the account holds of second factors, as its owner's security page shows it. */
export type SecondFactors = {
  totp: { confirmed_at: string } | null;
  passkeys: number;
  recoveryCodes: { left: number; created_at: string } | null;
};

export async function secondFactorsOf(
  db: Kysely<Database>,
  userId: number,
): Promise<SecondFactors> {
  const [totp, passkeys, codes] = await Promise.all([
    db
      .selectFrom('totp_authenticators')
      .select('confirmed_at')
      .where('user_id', '=', userId)
      .where('confirmed_at', 'is not', null)
      .executeTakeFirst(),
    db
      .selectFrom('passkeys')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('recovery_codes')
      .select((eb) => [
        eb.fn.countAll<number>().filterWhere('used_at', 'is', null).as('left'),
        eb.fn.max('created_at').as('created_at'),
      ])
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  ]);
  return {
    totp: totp?.confirmed_at ? { confirmed_at: totp.confirmed_at } : null,
    passkeys: Number(passkeys.count),
    recoveryCodes: codes?.created_at
      ? { left: Number(codes.left), created_at: codes.created_at }
      : null,
  };
}

/** Whether signing in to the account takes a second step. */
export function hasSecondFactor(factors: SecondFactors): boolean {
  return factors.totp !== null || factors.passkeys > 0;
}

/**
 * Whether the account must set up a second factor before anything else: it acts for the
 * authority (its role grants a permission) and has none (docs/product.md, "Two-step sign-in").
 */
export function owesSecondFactor(permissionCount: number, hasFactor: boolean): boolean {
  return permissionCount > 0 && !hasFactor;
}

/** What the second step of a sign-in accepts from the account. */
export function secondStepMethods(
  factors: SecondFactors,
): ('totp' | 'passkey' | 'recovery_code')[] {
  return [
    ...(factors.totp ? (['totp'] as const) : []),
    ...(factors.passkeys > 0 ? (['passkey'] as const) : []),
    ...(factors.recoveryCodes?.left ? (['recovery_code'] as const) : []),
  ];
}
