import { z } from 'zod';
import { MAX_AMOUNT } from './money-format';

export {
  CURRENCIES,
  DEFAULT_CURRENCY,
  formatMoney,
  MAX_AMOUNT,
  parseMajorUnits,
} from './money-format';
export type { Currency, Money } from './money-format';

/** A sum in minor units as a call sends it: a whole number from `min` up to `MAX_AMOUNT`. */
export const minorUnits = (min = 0) =>
  z
    .number({ error: 'Enter the amount in cents, as a whole number.' })
    .int('Enter the amount in cents, as a whole number.')
    .min(min, min > 0 ? 'Enter an amount greater than 0.' : 'The amount cannot be negative.')
    .max(MAX_AMOUNT, 'This amount is larger than any the portal accepts.');
