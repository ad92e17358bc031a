import { hash, verify } from '@node-rs/argon2';
import { randomToken } from '../lib/tokens';

// OWASP's argon2id floor: 19 MiB, two passes, one lane. Algorithm 2 is Argon2id (a const enum
// in the package's types, which isolated modules cannot read).
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/**
 * The hash of a random secret nobody holds, for an account whose owner chooses the password through
 * a mailed link: no password matches it, and a login against it takes as long as any other.
 */
export function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomToken());
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a user's hash, or against a throw-away hash when there is no such
 * user, so that an unknown email takes as long to refuse as a wrong password (no account probing).
 */
export async function verifyPasswordOrDummy(
  hashed: string | undefined,
  password: string,
): Promise<boolean> {
  if (hashed) return verifyPassword(hashed, password);
  dummyHash ??= hashPassword('no such user: constant-time refusal');
  await verifyPassword(await dummyHash, password);
  return false;
}
