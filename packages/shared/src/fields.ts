import {
  getCountries,
  getCountryCallingCode,
  isValidPhoneNumber,
  parsePhoneNumberFromString,
} from 'libphonenumber-js';
import { z } from 'zod';
import { MAX_ID, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, MIN_PHONE_LENGTH } from './constants';
import { messages } from './messages';

/**
 * Field rules that several forms share (docs/product.md, "Validation"). Each field reports only its
 * first failing rule, so an empty field says "required" rather than also "invalid". (zod's own
 * `abort` would also stop the form-level "Passwords do not match." check, which must still run.)
 */

const MAX_TEXT_LENGTH = 255;

type Rule = [passes: (value: string) => boolean, message: string];

/**
 * Whether a field is one line (an input) or may run over several (a textarea). Control characters
 * (C0, DEL and C1) are refused in both; a multi-line field keeps its tabs and line breaks. One line
 * also refuses the Unicode line and paragraph separators (U+2028, U+2029), which break it as well.
 * The database must never store a NUL or a terminal escape (record 0022).
 */
export type TextLines = 'single' | 'multi';

const controlCharacters: Record<TextLines, Rule> = {
  single: [(value) => !/[\p{Cc}\p{Zl}\p{Zp}]/u.test(value), messages.controlCharacters],
  multi: [(value) => !/(?![\t\n\r])\p{Cc}/u.test(value), messages.controlCharactersMultiLine],
};

/**
 * Any text a person sends: a string free of control characters, checked as sent (before any
 * trimming), so every builder below and every search term share one rule.
 */
export const plainText = (lines: TextLines = 'single') => {
  const [passes, message] = controlCharacters[lines];
  return z.string({ error: messages.required }).refine(passes, { message, abort: true });
};

/** A string that must pass `rules` in order; the first that fails gives the field's message. */
function text(
  rules: Rule[],
  normalize: (value: string) => string = (value) => value,
  lines: TextLines = 'single',
) {
  return plainText(lines)
    .transform(normalize)
    .superRefine((value, ctx) => {
      const failed = rules.find(([passes]) => !passes(value));
      if (failed) ctx.addIssue({ code: 'custom', message: failed[1] });
    });
}

const required: Rule = [(value) => value.length > 0, messages.required];
const atMost = (max: number): Rule => [(value) => value.length <= max, messages.maxLength(max)];
const trim = (value: string) => value.trim();

/** A required line of text, trimmed. */
export const requiredText = (max = MAX_TEXT_LENGTH, ...more: Rule[]) =>
  text([required, atMost(max), ...more], trim);

/** Required text of a textarea, trimmed: it may hold tabs and line breaks. */
export const requiredMultiLineText = (max = MAX_TEXT_LENGTH) =>
  text([required, atMost(max)], trim, 'multi');

/** An optional line of text, trimmed; left blank (or out) it is null, so "no alias" is one value. */
export const optionalText = (max = MAX_TEXT_LENGTH) =>
  plainText()
    .trim()
    .max(max, messages.maxLength(max))
    .nullish()
    .transform((value) => value || null);

/**
 * A required email, trimmed and lower-cased so that every comparison ignores case. The pattern is
 * the one browsers use for `type=email`, which also accepts the default `admin@localhost`.
 */
export const emailField = text(
  [required, atMost(254), [(value) => z.regexes.html5Email.test(value), messages.email]],
  (value) => value.trim().toLowerCase(),
);

// Checked before hashing so that a megabyte "password" costs nothing (ASVS 2.1.2).
const passwordRules: Rule[] = [required, atMost(MAX_PASSWORD_LENGTH)];

/** A password as typed: required; the length rules apply only to new passwords. */
export const passwordField = text(passwordRules);

export const newPasswordField = text([
  ...passwordRules,
  [(value) => value.length >= MIN_PASSWORD_LENGTH, messages.minLength6],
]);

/**
 * A phone number without its country code: digits (spaces allowed), at least 9 characters. Whether
 * it is a real number of the chosen country is `checkPhoneForCountry`'s part.
 */
export const phoneField = requiredText(
  20,
  [(value) => value.length >= MIN_PHONE_LENGTH, messages.minPhoneLength],
  [(value) => /^[0-9 ]+$/.test(value), messages.phoneDigits],
);

// Every dialling code libphonenumber-js has a numbering plan for, '+' included.
const callingCodes = new Set(getCountries().map((country) => `+${getCountryCallingCode(country)}`));

/** A country's dialling code as the country select gives it, e.g. '+254'. */
export const countryCodeField = requiredText(8, [
  (value) => callingCodes.has(value),
  messages.countryCode,
]);

/**
 * Runs an object's own refinement also while some of its fields are still invalid, so that a form
 * says it at once; the refinement then reads its fields defensively.
 */
export const checkedWhenAnObject = {
  when: ({ value }: { value: unknown }) => typeof value === 'object' && value !== null,
};

/** Whether `phone` is a number of the country dialled with `code`, e.g. '+254' (record 0028). */
export const phoneFitsCountry = (phone: string, code: string): boolean =>
  isValidPhoneNumber(phone, { defaultCallingCode: code.slice(1) });

/** Splits a run of more than four digits into even groups of at most four, the longer ones last. */
function grouped(digits: string): string {
  const count = Math.ceil(digits.length / 4);
  if (count < 2) return digits;
  const size = Math.floor(digits.length / count);
  const longer = digits.length % count;
  const groups: string[] = [];
  let at = 0;
  for (let group = 0; group < count; group += 1) {
    const length = size + (group >= count - longer ? 1 : 0);
    groups.push(digits.slice(at, at + length));
    at += length;
  }
  return groups.join(' ');
}

/**
 * A phone as every screen and list shows it: international, the trunk prefix dropped, in the
 * country's own groups, any group longer than four digits split for reading aloud ('+254 722 000
 * 111' for '+254' and '0722000111'). A number its country's plan does not know is shown as typed,
 * after its code.
 */
export function formatPhone(code: string | null, phone: string | null): string | null {
  if (!phone) return null;
  if (!code) return phone;
  const parsed = parsePhoneNumberFromString(phone, { defaultCallingCode: code.slice(1) });
  if (!parsed?.isValid()) return `${code} ${phone}`;
  return parsed.formatInternational().split(' ').map(grouped).join(' ');
}

/**
 * The phone must be a number of the chosen country (record 0028), by libphonenumber-js's numbering
 * plans; a trunk prefix such as Kenya's leading 0 is fine. A phone with a blank (null) country code
 * is refused where the code may be blank (an account from before codes were asked for). A code
 * left out is the field's own rule to report, or, where it may be left out, the server checks the
 * phone against the stored one. Said only once both fields pass their own rules, which speak first.
 */
export function checkPhoneForCountry(
  value: { country_code?: unknown; phone?: unknown },
  ctx: z.RefinementCtx,
  /** The form's names of the two fields, where they are not `country_code` and `phone`. */
  fields: { country_code: string; phone: string } = {
    country_code: 'country_code',
    phone: 'phone',
  },
): void {
  const { country_code: code, phone } = value;
  if (typeof phone !== 'string' || !phoneField.safeParse(phone).success) return;
  if (code === null) {
    ctx.addIssue({ code: 'custom', message: messages.required, path: [fields.country_code] });
    return;
  }
  if (typeof code !== 'string' || !countryCodeField.safeParse(code).success) return;
  if (!phoneFitsCountry(phone, code)) {
    ctx.addIssue({ code: 'custom', message: messages.phoneForCountry, path: [fields.phone] });
  }
}

/** `field` when filled in; null when left blank or out (an optional input of a form). */
export const blankAsNull = <T extends z.ZodType<string, string>>(field: T) =>
  plainText()
    .nullish()
    .transform((value) => value?.trim() || null)
    .pipe(field.nullable());

/**
 * A whole number from 1 to `max` as a path or query string writes it: decimal digits, no sign,
 * space, leading zero, exponent or fraction. "0x1", " 1", "01" and "1e0" name nothing, rather than
 * being read as 1 (record 0022).
 */
export const decimalNumber = (max: number) => {
  const message = messages.wholeNumber(max);
  return z
    .string({ error: message })
    .regex(/^[1-9][0-9]*$/, message)
    .transform(Number)
    .pipe(z.number().max(max, message));
};

/** A required choice from a list of ids (a select); an empty select holds null. */
export const requiredId = z
  .number({ error: messages.required })
  .int(messages.required)
  .positive(messages.required)
  .max(MAX_ID, messages.required);

/** Adds the confirmation rule: required, and equal to `password`. */
export const withPasswordConfirmation = <T extends { password: z.ZodType }>(shape: T) =>
  z
    .object({
      ...shape,
      password_confirmation: plainText().min(1, { message: messages.required }),
    })
    .refine(
      (value: { password?: unknown; password_confirmation?: unknown }) =>
        value.password === value.password_confirmation,
      {
        message: messages.passwordsDoNotMatch,
        path: ['password_confirmation'],
        // Also while other fields are still invalid, so the form says so as soon as it is typed.
        when: ({ value }) => {
          const confirmation = (value as { password_confirmation?: unknown }).password_confirmation;
          return typeof confirmation === 'string' && confirmation !== '';
        },
      },
    );

/** A real calendar day as `YYYY-MM-DD` (what a date input gives), not 2026-02-30. */
export const calendarDate = text([
  required,
  [
    (value) => {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
      if (!match) return false;
      const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
      return day.toISOString().slice(0, 10) === value;
    },
    messages.calendarDate,
  ],
]);

/**
 * An instant as the API takes it: ISO 8601 with its offset ('2026-12-01T09:00:00+03:00' or
 * '...Z'), answered and stored in UTC ('2026-12-01T06:00:00.000Z').
 */
export const instant = z
  .string({ error: messages.instant })
  .max(40, messages.instant)
  .pipe(z.iso.datetime({ offset: true, error: messages.instant }))
  .transform((value) => new Date(value).toISOString());

/** A required whole number from `min` to `max` (a number input; empty is "required"). */
export const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: messages.required }).int(message).min(min, message).max(max, message);
