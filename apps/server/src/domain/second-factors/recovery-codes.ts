import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@server/db/schema';
import type { Clock } from '@server/lib/clock';
import { hashPassword, verifyPassword } from '@server/domain/password';

// Sixteen characters of 32 that cannot be mistaken for one another (no 0, 1, I or O): 80 bits,
// written in groups of four (record 0065).
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const LENGTH = 16;
const COUNT = 10;

/** 'K7QF2M9XP4RT88WZ' as it is shown and hashed: 'K7QF-2M9X-P4RT-88WZ'. */
const inFours = (characters: string) => characters.replace(/(.{4})(?!$)/g, '$1-');

function newCode(): string {
  return inFours(
    Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
}

/** A code as typed (any case, spaces or hyphens anywhere) in the form it was hashed in. */
function normalized(code: string): string {
  return inFours(code.toUpperCase().replace(/[^0-9A-Z]/g, ''));
}

/** Gives the account ten new codes in place of its old ones, used or not; answers them, once. */
export async function replaceRecoveryCodes(
  db: Kysely<Database>,
  clock: Clock,
  userId: number,
): Promise<string[]> {
  const codes = Array.from({ length: COUNT }, newCode);
  const hashes = await Promise.all(codes.map((code) => hashPassword(code)));
  const now = clock.now().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    await trx
      .insertInto('recovery_codes')
      .values(hashes.map((code_hash) => ({ user_id: userId, code_hash, created_at: now })))
      .execute();
  });
  return codes;
}

/**
 * Spends `code` if it is one of the account's unused codes; answers whether it did. The match is
 * marked used in a statement that only an unused code passes, so a code opens one sign-in even
 * when two instances receive it at once.
 */
export async function spendRecoveryCode(
  db: Kysely<Database>,
  clock: Clock,
  userId: number,
  code: string,
): Promise<boolean> {
  const typed = normalized(code);
  if (typed.length !== LENGTH + LENGTH / 4 - 1) return false;
  const unused = await db
    .selectFrom('recovery_codes')
    .select(['id', 'code_hash'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
  for (const candidate of unused) {
    if (!(await verifyPassword(candidate.code_hash, typed))) continue;
    const spent = await db
      .updateTable('recovery_codes')
      .set({ used_at: clock.now().toISOString() })
      .where('id', '=', candidate.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return spent.numUpdatedRows > 0n;
  }
  return false;
}

/** Removes every recovery code of the account: its second factors are gone. */
export async function removeRecoveryCodes(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
}
