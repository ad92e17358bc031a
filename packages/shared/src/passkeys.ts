import { z } from 'zod';
import { defineCall } from './call';
import { envelopeSchema } from './envelope';
import { requiredText } from './fields';
import { IdParamsSchema } from './records';

/** Wording both sides use for passkeys (docs/product.md, "Two-step sign-in"). */
export const passkeyMessages = {
  refused: 'That passkey was not accepted. Try again, or use another way to sign in.',
  notRegistered: 'The passkey could not be added: its set-up expired or was cancelled. Try again.',
  alreadyRegistered: 'This passkey is already on your account.',
  noPasskey: 'Your account has no passkey. Use another way to sign in.',
} as const;

/** Base64url, as WebAuthn's JSON carries binary values. */
const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, 'Expected base64url.');

const credentialFields = {
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  clientExtensionResults: z.looseObject({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

/** A new passkey, as the browser's `navigator.credentials.create()` answers it in JSON. */
export const PasskeyRegistrationResponseSchema = z.object({
  ...credentialFields,
  response: z.looseObject({
    clientDataJSON: base64url(4000),
    attestationObject: base64url(40000),
    transports: z.array(z.string().max(20)).max(10).optional(),
  }),
});

/** A passkey's signature, as the browser's `navigator.credentials.get()` answers it in JSON. */
export const PasskeyAssertionSchema = z.object({
  ...credentialFields,
  response: z.looseObject({
    clientDataJSON: base64url(4000),
    authenticatorData: base64url(4000),
    signature: base64url(2000),
    userHandle: base64url(200).optional(),
  }),
});

/** WebAuthn options for the browser, with their one-time challenge; passed on as they come. */
const CeremonyOptionsSchema = z.looseObject({ challenge: z.string() });
export const CeremonyOptionsAnswerSchema = envelopeSchema(
  z.object({ options: CeremonyOptionsSchema }),
);

const passkeyName = requiredText(60);

export const PasskeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  /** Synced to the holder's other devices by their password manager. */
  synced: z.boolean(),
});
export type Passkey = z.infer<typeof PasskeySchema>;

export const PasskeysAnswerSchema = envelopeSchema(z.object({ passkeys: z.array(PasskeySchema) }));

export const RegisterPasskeySchema = z.object({
  name: passkeyName,
  webauthn_response: PasskeyRegistrationResponseSchema,
});

export const RenamePasskeySchema = z.object({ name: passkeyName });
export type RenamePasskeyInput = z.input<typeof RenamePasskeySchema>;

/** The signed-in account's passkeys (docs/product.md, "Two-step sign-in"). */
export const passkeyCalls = {
  list: defineCall({
    method: 'GET',
    path: '/mfa/passkeys',
    summary: 'The passkeys of the signed-in account',
    answer: PasskeysAnswerSchema,
    refusals: [401, 403],
  }),
  registrationOptions: defineCall({
    method: 'POST',
    path: '/mfa/passkeys/options',
    summary: 'Start adding a passkey: answers the options for navigator.credentials.create()',
    answer: CeremonyOptionsAnswerSchema,
    refusals: [401, 403],
  }),
  register: defineCall({
    method: 'POST',
    path: '/mfa/passkeys',
    summary: 'Add the passkey the browser created, under a name its owner chooses',
    body: RegisterPasskeySchema,
    answer: PasskeysAnswerSchema,
    status: 201,
    refusals: [401, 403, 409, 422],
  }),
  rename: defineCall({
    method: 'PUT',
    path: '/mfa/passkeys/:id',
    summary: 'Rename a passkey',
    params: IdParamsSchema,
    body: RenamePasskeySchema,
    answer: PasskeysAnswerSchema,
    refusals: [401, 403, 404, 422],
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/mfa/passkeys/:id',
    summary: 'Remove a passkey',
    params: IdParamsSchema,
    answer: PasskeysAnswerSchema,
    refusals: [401, 403, 404],
  }),
};
