import { hash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: bearer tokens and password-reset tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps of a token. A plain SHA-256 suffices: the token has 256 random bits, so
 * there is nothing to guess, and a look-up by hash must be exact and fast. Every signed-in call
 * hashes its token: the one-shot `hash` leaves no Hash object to collect, as `createHash` does.
 */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** A code of `length` random decimal digits, leading zeros kept. */
export function randomDigits(length: number): string {
  return Array.from({ length }, () => randomInt(10)).join('');
}

/** Compares a secret the client sent with the expected one without leaking, by timing, how much matched. */
export function sameSecret(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
