import { randomInt } from 'node:crypto';
import type { Limit } from '@server/lib/rate-limit/limiter';

/** Letters people read aloud or type from paper: no 0/O or 1/I to confuse. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A new verification code, e.g. 'K7QM-4XHP-2ZTR-9WNC' (LETTER_CODE_PATTERN): 16 characters of a
 * 32-letter alphabet are 80 random bits, beyond guessing even without the public check's rate
 * limit (decision record 0030).
 */
export function newLetterCode(): string {
  const characters = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return [0, 4, 8, 12].map((start) => characters.slice(start, start + 4).join('')).join('-');
}

/**
 * Checks of printed codes per client address, letters and register codes alike: plenty for a
 * person at a desk, too few to try codes in bulk (decision record 0030).
 */
export const CODE_CHECK_LIMIT: Limit = { max: 30, windowMs: 60_000 };
export const codeCheckKey = (ip: string) => `letter-check:${ip}`;
