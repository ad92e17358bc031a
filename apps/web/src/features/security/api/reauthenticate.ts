import { useMutation } from '@tanstack/react-query';
import { authCalls, type ReauthenticateInput } from '@portal/shared/auth';
import { http } from '@web/lib/http-client';

/** Proves who the user is again: the password, or a code of their authenticator app. */
export function useReauthenticate() {
  return useMutation({
    mutationFn: (values: ReauthenticateInput) =>
      http.call(authCalls.reauthenticate, { body: values }),
  });
}
