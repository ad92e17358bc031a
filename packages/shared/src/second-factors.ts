import { z } from 'zod';
import { defineCall } from './call';
import { envelopeSchema, MessageEnvelopeSchema } from './envelope';
import { requiredMultiLineText, requiredText } from './fields';
import { IdParamsSchema } from './records';

/** Wording both sides use for second factors (docs/product.md, "Two-step sign-in"). */
export const secondFactorMessages = {
  authenticatorCode: 'Enter the 6-digit code from your authenticator app.',
  codeRefused: 'That code is not right, or it has been used. Enter the code your app shows now.',
  recoveryCodeRefused: 'That recovery code is not right, or it has been used.',
  alreadyEnrolled: 'Your account already has an authenticator app. Remove it to set up another.',
  nothingToConfirm: 'Start setting up the authenticator app again: its set-up has expired.',
  reauthenticate: 'For your security, confirm it is you before making this change.',
  challengeExpired: 'Your sign-in has expired. Enter your email address and password again.',
  setUpFirst: 'Your account acts for the authority: set up two-step sign-in before anything else.',
} as const;

/** The refusal code of a call from an account that must set up its second factor first. */
export const SECOND_FACTOR_REQUIRED = 'second_factor_required';

/** A six-digit authenticator code. */
export const authenticatorCodeField = requiredText(6, [
  (value) => /^\d{6}$/.test(value),
  secondFactorMessages.authenticatorCode,
]);

/** A recovery code as typed: case, spaces and hyphens do not matter. */
export const recoveryCodeField = requiredText(40);

/** What an account holds of second factors (its owner's security settings). */
export const SecondFactorsSchema = z.object({
  totp: z.object({ confirmed_at: z.string() }).nullable(),
  passkeys: z.number().int(),
  recovery_codes: z.object({ left: z.number().int(), created_at: z.string() }).nullable(),
});
export type SecondFactors = z.infer<typeof SecondFactorsSchema>;

export const SecondFactorsAnswerSchema = envelopeSchema(SecondFactorsSchema);

/** A pending authenticator app: its secret as text and as the address its QR code carries. */
export const TotpEnrolmentAnswerSchema = envelopeSchema(
  z.object({ secret: z.string(), otpauth_uri: z.string() }),
);

export const ConfirmTotpSchema = z.object({ code: authenticatorCodeField });
export type ConfirmTotpInput = z.input<typeof ConfirmTotpSchema>;

/** Ten recovery codes, answered once: only their hashes are kept. */
export const RecoveryCodesAnswerSchema = envelopeSchema(z.object({ codes: z.array(z.string()) }));

/** DELETE /users/{id}/mfa: how the administrator made sure of the owner's identity. */
export const ResetSecondFactorsSchema = z.object({ identity_check: requiredMultiLineText(1000) });
export type ResetSecondFactorsInput = z.input<typeof ResetSecondFactorsSchema>;

/**
 * The signed-in user's second factors, and an administrator's reset of another's
 * (docs/product.md, "Two-step sign-in").
 */
export const secondFactorCalls = {
  show: defineCall({
    method: 'GET',
    path: '/mfa',
    summary: 'The second factors of the signed-in account',
    answer: SecondFactorsAnswerSchema,
    refusals: [401, 403],
  }),
  startTotp: defineCall({
    method: 'POST',
    path: '/mfa/totp',
    summary: 'Start setting up an authenticator app: answers its secret and otpauth:// address',
    answer: TotpEnrolmentAnswerSchema,
    refusals: [401, 403, 409],
  }),
  confirmTotp: defineCall({
    method: 'POST',
    path: '/mfa/totp/confirm',
    summary: 'Turn the authenticator app on with a code it shows',
    body: ConfirmTotpSchema,
    answer: SecondFactorsAnswerSchema,
    refusals: [401, 403, 409, 422, 429],
  }),
  removeTotp: defineCall({
    method: 'DELETE',
    path: '/mfa/totp',
    summary: 'Remove the authenticator app',
    answer: SecondFactorsAnswerSchema,
    refusals: [401, 403, 404],
  }),
  newRecoveryCodes: defineCall({
    method: 'POST',
    path: '/mfa/recovery-codes',
    summary: 'Make ten new recovery codes, shown this once; the old ones stop working',
    answer: RecoveryCodesAnswerSchema,
    refusals: [401, 403, 409],
  }),
  resetSecondFactors: defineCall({
    method: 'DELETE',
    path: '/users/:id/mfa',
    summary:
      'Remove every second factor of a user who lost theirs, after checking who they are (users.manage)',
    params: IdParamsSchema,
    body: ResetSecondFactorsSchema,
    answer: MessageEnvelopeSchema,
    refusals: [401, 403, 404, 422],
  }),
};
