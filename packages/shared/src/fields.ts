import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, MIN_PHONE_LENGTH } from './constants';
import { messages } from './messages';

/**
 * Field rules of spec section 5 that several forms share. Each reports one message at a time
 * (`abort`), so an empty field says "required" rather than also "invalid".
 */

const MAX_TEXT_LENGTH = 255;

/** A required line of text, trimmed. */
export const requiredText = (max = MAX_TEXT_LENGTH) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, { message: messages.required, abort: true })
    .max(max, messages.maxLength(max));

/**
 * A required email, trimmed and lower-cased so that every comparison ignores case. The pattern is
 * the one browsers use for `type=email`, which also accepts the default `admin@localhost`.
 */
export const emailField = z
  .string({ error: messages.required })
  .trim()
  .toLowerCase()
  .min(1, { message: messages.required, abort: true })
  .max(254, messages.maxLength(254))
  .pipe(z.email({ pattern: z.regexes.html5Email, message: messages.email }));

/** A password as typed: required; the length rules apply only to new passwords. */
export const passwordField = z
  .string({ error: messages.required })
  .min(1, { message: messages.required, abort: true })
  // Checked before hashing so that a megabyte "password" costs nothing (ASVS 2.1.2).
  .max(MAX_PASSWORD_LENGTH, messages.maxLength(MAX_PASSWORD_LENGTH));

export const newPasswordField = passwordField.check(
  z.minLength(MIN_PASSWORD_LENGTH, messages.minLength6),
);

/** A phone number without its country code: digits (spaces allowed), at least 9 characters. */
export const phoneField = requiredText(20)
  .check(z.minLength(MIN_PHONE_LENGTH, { message: messages.minPhoneLength, abort: true }))
  .regex(/^[0-9 ]+$/, messages.phoneDigits);

/** A required choice from a list of ids (a select); an empty select holds null. */
export const requiredId = z
  .number({ error: messages.required })
  .int(messages.required)
  .positive(messages.required);

/** Adds the confirmation rule of section 5: required, and equal to `password`. */
export const withPasswordConfirmation = <T extends { password: z.ZodType }>(shape: T) =>
  z
    .object({
      ...shape,
      password_confirmation: z
        .string({ error: messages.required })
        .min(1, { message: messages.required }),
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
