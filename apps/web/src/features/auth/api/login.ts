import { useMutation } from '@tanstack/react-query';
import { authCalls, type LoginSchema, type SecondFactorSignInInput } from '@portal/shared/auth';
import type { z } from 'zod';
import { http } from '@web/lib/http-client';
import { sayPasskeyNotUsed, signWithPasskey } from '@web/lib/passkeys';
import { setCurrentUser } from '@web/lib/session';

export type LoginValues = z.output<typeof LoginSchema>;

/** A bad password (401) or a blocked account (403) is toasted by the client. */
export function login(values: LoginValues) {
  return http.call(authCalls.login, { body: values });
}

/** Signs in; the answer's user becomes the current user (docs/product.md, "Accounts"). */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    // A sign-in that needs a second factor has no user yet: the form asks for the code.
    onSuccess: (answer) => {
      if ('user' in answer.data) setCurrentUser(answer.data.user);
    },
  });
}

/** The second step of a sign-in (docs/product.md, "Two-step sign-in"); a wrong code is toasted. */
export function useSecondFactorSignIn() {
  return useMutation({
    mutationFn: (values: SecondFactorSignInInput) =>
      http.call(authCalls.loginSecondFactor, { body: values }),
    onSuccess: (answer) => setCurrentUser(answer.data.user),
  });
}

/** The device's signature for a passkey sign-in: a second step's (`challenge`), or one alone. */
async function passkeySignature(challenge?: string) {
  const body = challenge === undefined ? {} : { challenge };
  const answer = await http.call(authCalls.passkeySignInOptions, { body });
  return signWithPasskey(answer.data.options);
}

/** The second step of a sign-in, answered by one of the account's passkeys. */
export function usePasskeySecondStep() {
  return useMutation({
    mutationFn: async (challenge: string) =>
      http.call(authCalls.loginSecondFactor, {
        body: { challenge, webauthn_response: await passkeySignature(challenge) },
      }),
    onSuccess: (answer) => setCurrentUser(answer.data.user),
    onError: sayPasskeyNotUsed,
  });
}

/** A sign-in with a passkey alone: the device's lock stands in for the password. */
export function usePasskeySignIn() {
  return useMutation({
    mutationFn: async (remember_me: boolean) =>
      http.call(authCalls.passkeySignIn, {
        body: { webauthn_response: await passkeySignature(), remember_me },
      }),
    onSuccess: (answer) => setCurrentUser(answer.data.user),
    onError: sayPasskeyNotUsed,
  });
}
