import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { passkeyCalls, type RenamePasskeyInput } from '@portal/shared/passkeys';
import { http } from '@web/lib/http-client';
import { createPasskey, sayPasskeyNotUsed } from '@web/lib/passkeys';
import { secondFactorsQuery } from './second-factors';

export const passkeysQuery = queryOptions({
  queryKey: ['passkeys'],
  queryFn: async ({ signal }) => (await http.call(passkeyCalls.list, { signal })).data.passkeys,
});

/** The signed-in account's passkeys. */
export function usePasskeys() {
  return useQuery(passkeysQuery);
}

/** Each change answers the passkeys as they now are; the factors' summary is read again. */
function usePasskeysChange<V>(
  change: (values: V) => ReturnType<typeof removePasskey>,
  onError?: (error: unknown) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (answer) => {
      queryClient.setQueryData(passkeysQuery.queryKey, answer.data.passkeys);
      return queryClient.invalidateQueries({ queryKey: secondFactorsQuery.queryKey });
    },
    ...(onError ? { onError } : {}),
  });
}

function removePasskey(id: number) {
  return http.call(passkeyCalls.remove, { params: { id } });
}

/** Creates a passkey on this device and adds it under `name`. */
export const useAddPasskey = () =>
  usePasskeysChange(async (name: string) => {
    const started = await http.call(passkeyCalls.registrationOptions, {});
    const webauthn_response = await createPasskey(started.data.options);
    return http.call(passkeyCalls.register, { body: { name, webauthn_response } });
  }, sayPasskeyNotUsed);

export const useRenamePasskey = () =>
  usePasskeysChange(({ id, ...body }: RenamePasskeyInput & { id: number }) =>
    http.call(passkeyCalls.rename, { params: { id }, body }),
  );

export const useRemovePasskey = () => usePasskeysChange(removePasskey);
