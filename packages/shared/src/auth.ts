import { z } from 'zod';
import { defineCall } from './call';
import { CurrentUserSchema } from './current-user';
import { envelopeSchema, MessageEnvelopeSchema } from './envelope';
import {
  emailField,
  newPasswordField,
  passwordField,
  checkedWhenAnObject,
  checkPhoneForCountry,
  countryCodeField,
  phoneField,
  requiredId,
  requiredText,
  withPasswordConfirmation,
} from './fields';
import { logoutCall } from './logout';
import { messages } from './messages';
import { CeremonyOptionsAnswerSchema, PasskeyAssertionSchema } from './passkeys';
import { authenticatorCodeField, recoveryCodeField } from './second-factors';

/** POST /login (docs/product.md, "Accounts"). */
export const LoginSchema = z.object({
  email: emailField,
  password: passwordField,
  remember_me: z.boolean().default(false),
});
export type LoginInput = z.input<typeof LoginSchema>;

/** POST /register. `role` or `status` sent along are dropped: self-registration is always role 2. */
export const RegisterSchema = withPasswordConfirmation({
  account_type: requiredId,
  name: requiredText(),
  email: emailField,
  /** Dialling code of a listed country, e.g. '+254' (docs/product.md, "Accounts"). */
  country_code: countryCodeField,
  phone: phoneField,
  password: newPasswordField,
  accept_terms: z.literal(true, { error: messages.acceptTerms }),
}).superRefine(checkPhoneForCountry, checkedWhenAnObject);
export type RegisterInput = z.input<typeof RegisterSchema>;

/** POST /reset-password: asks for a reset link by mail. */
export const ForgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.input<typeof ForgotPasswordSchema>;

/** The recover-password form: the new password twice. */
export const RecoverPasswordSchema = withPasswordConfirmation({ password: newPasswordField });
export type RecoverPasswordInput = z.input<typeof RecoverPasswordSchema>;

/** POST /update-password: the recover form plus the token from the mailed link. */
export const UpdatePasswordSchema = withPasswordConfirmation({
  password: newPasswordField,
  remember_token: requiredText(128),
});
export type UpdatePasswordInput = z.input<typeof UpdatePasswordSchema>;

/** POST /change-password, signed in: the current password proves the change is the owner's. */
export const ChangePasswordSchema = withPasswordConfirmation({
  current_password: passwordField,
  password: newPasswordField,
});
export type ChangePasswordInput = z.input<typeof ChangePasswordSchema>;

/** POST /verify-email: the 6-digit code mailed at registration or on resend. */
export const VerifyEmailSchema = z.object({
  code: requiredText(6, [(value) => /^\d{6}$/.test(value), messages.verificationCode]),
});
export type VerifyEmailInput = z.input<typeof VerifyEmailSchema>;

/** A completed sign-in: the user to keep as `currentUser`, and the bearer token. */
export const SignedInSchema = z.object({ user: CurrentUserSchema, token: z.string() });
export const SignedInAnswerSchema = envelopeSchema(SignedInSchema);
export type SignedInAnswer = z.infer<typeof SignedInAnswerSchema>;

/**
 * A right password for an account with a second factor: no session yet, but a challenge that
 * `POST /login/second-factor` takes back with the code (docs/product.md, "Two-step sign-in").
 */
export const SecondFactorNeededSchema = z.object({
  mfa_required: z.literal(true),
  challenge: z.string(),
  /** What the account can answer with. */
  methods: z.array(z.enum(['totp', 'passkey', 'recovery_code'])),
});

/** A way to answer the second step of a sign-in. */
export type SecondStepMethod = z.infer<typeof SecondFactorNeededSchema>['methods'][number];

/** The answer of login: signed in, or one step away. */
export const LoginAnswerSchema = envelopeSchema(
  z.union([SignedInSchema, SecondFactorNeededSchema]),
);
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;

/**
 * POST /login/second-factor: the challenge, and one of an authenticator code, a recovery code or
 * a passkey's signature.
 */
export const SecondFactorSignInSchema = z
  .object({
    challenge: requiredText(128),
    code: authenticatorCodeField.optional(),
    recovery_code: recoveryCodeField.optional(),
    webauthn_response: PasskeyAssertionSchema.optional(),
  })
  .refine(
    (input) =>
      [input.code, input.recovery_code, input.webauthn_response].filter((v) => v !== undefined)
        .length === 1,
    {
      message: 'Send one of an authenticator code, a recovery code or a passkey.',
      path: ['code'],
    },
  );
export type SecondFactorSignInInput = z.input<typeof SecondFactorSignInSchema>;

/** POST /reauthenticate: the password, or a code of the account's authenticator app. */
export const ReauthenticateSchema = z
  .object({ password: passwordField.optional(), code: authenticatorCodeField.optional() })
  .refine((input) => (input.password === undefined) !== (input.code === undefined), {
    message: 'Enter your password or a code from your authenticator app.',
    path: ['password'],
  });
export type ReauthenticateInput = z.input<typeof ReauthenticateSchema>;

/**
 * POST /login/passkey/options: a sign-in's second step names its challenge, for one of its
 * account's passkeys; without it, any passkey the browser holds for the portal signs in alone.
 */
export const PasskeySignInOptionsSchema = z.object({ challenge: requiredText(128).optional() });

/** POST /login/passkey: a sign-in with a passkey alone, no password. */
export const PasskeySignInSchema = z.object({
  webauthn_response: PasskeyAssertionSchema,
  remember_me: z.boolean().default(false),
});

/**
 * The answer of verify-email: the user, now verified, as "status, message, user" (the product's
 * description), and also under `data` like every other answer (record 0022).
 */
export const VerifyEmailAnswerSchema = envelopeSchema(z.object({ user: CurrentUserSchema })).extend(
  { user: CurrentUserSchema },
);
export type VerifyEmailAnswer = z.infer<typeof VerifyEmailAnswerSchema>;

/**
 * Signing in and out, registering, verifying the email address and the password calls
 * (docs/product.md, "Accounts").
 */
export const authCalls = {
  login: defineCall({
    method: 'POST',
    path: '/login',
    summary: 'Sign in: answers the current user and a bearer token',
    body: LoginSchema,
    answer: LoginAnswerSchema,
    refusals: [401, 403, 422, 429],
  }),
  loginSecondFactor: defineCall({
    method: 'POST',
    path: '/login/second-factor',
    summary:
      'Finish a sign-in with an authenticator code, a passkey or a recovery code: answers as login does',
    body: SecondFactorSignInSchema,
    answer: SignedInAnswerSchema,
    refusals: [401, 403, 422, 429],
  }),
  passkeySignInOptions: defineCall({
    method: 'POST',
    path: '/login/passkey/options',
    summary: 'Start signing in with a passkey: answers the options for navigator.credentials.get()',
    body: PasskeySignInOptionsSchema,
    answer: CeremonyOptionsAnswerSchema,
    refusals: [401, 409, 422, 429],
  }),
  passkeySignIn: defineCall({
    method: 'POST',
    path: '/login/passkey',
    summary: 'Sign in with a passkey alone, no password: answers as login does',
    body: PasskeySignInSchema,
    answer: SignedInAnswerSchema,
    refusals: [401, 403, 422, 429],
  }),
  reauthenticate: defineCall({
    method: 'POST',
    path: '/reauthenticate',
    summary:
      'Confirm it is you, with the password or an authenticator code, before a sensitive change',
    body: ReauthenticateSchema,
    answer: MessageEnvelopeSchema,
    refusals: [401, 403, 422, 429],
  }),
  register: defineCall({
    method: 'POST',
    path: '/register',
    summary: 'Create an account (role 2) and mail its verification code',
    body: RegisterSchema,
    answer: MessageEnvelopeSchema,
    status: 201,
    refusals: [409, 422, 429],
  }),
  logout: logoutCall,
  verifyEmail: defineCall({
    method: 'POST',
    path: '/verify-email',
    summary: 'Verify the email address with the mailed 6-digit code',
    body: VerifyEmailSchema,
    answer: VerifyEmailAnswerSchema,
    refusals: [401, 422, 429],
  }),
  resendVerificationCode: defineCall({
    method: 'GET',
    path: '/resend-verification-code',
    summary: 'Mail a new verification code; the previous one stops working',
    answer: MessageEnvelopeSchema,
    refusals: [401, 409, 429],
  }),
  resetPassword: defineCall({
    method: 'POST',
    path: '/reset-password',
    summary: 'Mail a password reset link, if the address has an account',
    body: ForgotPasswordSchema,
    answer: MessageEnvelopeSchema,
    refusals: [422, 429],
  }),
  updatePassword: defineCall({
    method: 'POST',
    path: '/update-password',
    summary: 'Set a new password with the token of a mailed reset link',
    body: UpdatePasswordSchema,
    answer: MessageEnvelopeSchema,
    refusals: [400, 422, 429],
  }),
  changePassword: defineCall({
    method: 'POST',
    path: '/change-password',
    summary:
      'Change the password, given the current one; every session, this one included, is signed out',
    body: ChangePasswordSchema,
    answer: MessageEnvelopeSchema,
    refusals: [401, 403, 422, 429],
  }),
};
