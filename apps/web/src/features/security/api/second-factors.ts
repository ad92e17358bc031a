import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { secondFactorCalls, type ConfirmTotpInput } from '@portal/shared/second-factors';
import { http } from '@web/lib/http-client';

export const secondFactorsQuery = queryOptions({
  queryKey: ['second-factors'],
  queryFn: async ({ signal }) => (await http.call(secondFactorCalls.show, { signal })).data,
});

/** What the signed-in account holds of second factors. */
export function useSecondFactors() {
  return useQuery(secondFactorsQuery);
}

/** Each change answers the account's factors as they now are, which the card shows at once. */
function useFactorsChange<V>(change: (values: V) => ReturnType<typeof confirmTotp>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (answer) => queryClient.setQueryData(secondFactorsQuery.queryKey, answer.data),
  });
}

function confirmTotp(values: ConfirmTotpInput) {
  return http.call(secondFactorCalls.confirmTotp, { body: values });
}

export const useConfirmTotp = () => useFactorsChange(confirmTotp);
export const useRemoveTotp = () =>
  useFactorsChange(() => http.call(secondFactorCalls.removeTotp, {}));

/** A new pending authenticator: its secret and the address its QR code carries. */
export function useStartTotp() {
  return useMutation({ mutationFn: () => http.call(secondFactorCalls.startTotp, {}) });
}

/** Ten new recovery codes, answered this once; the count on the card follows. */
export function useNewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.call(secondFactorCalls.newRecoveryCodes, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: secondFactorsQuery.queryKey }),
  });
}
