import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { z } from 'zod';
import type { PasskeyAssertionSchema } from '@portal/shared/passkeys';

/**
 * A passkey's signature as the library takes it: the call's schema checked each field, the
 * library checks the rest (record 0066).
 */
export const passkeyAssertion = (response: z.output<typeof PasskeyAssertionSchema>) =>
  response as AuthenticationResponseJSON;
