import { randomBytes, randomInt } from 'node:crypto';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LETTERS_AND_DIGITS = `${LETTERS}0123456789`;

/** An M-Pesa receipt number: ten uppercase letters and digits, starting with a letter. */
export function receiptNumber(): string {
  let receipt = LETTERS[randomInt(LETTERS.length)]!;
  while (receipt.length < 10) receipt += LETTERS_AND_DIGITS[randomInt(LETTERS_AND_DIGITS.length)];
  return receipt;
}

/** An aggregator-style id: 'pay_…', 'txn_…', 'msg_…'. */
export function prefixedId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

/** Digits only, for the ids Daraja writes as numbers. */
export function randomDigits(count: number): string {
  let digits = '';
  while (digits.length < count) digits += randomInt(10);
  return digits;
}
