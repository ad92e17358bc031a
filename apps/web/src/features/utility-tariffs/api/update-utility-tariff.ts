import { useMutation, useQueryClient } from '@tanstack/react-query';
import { utilityTariffCalls, type UtilityTariffValues } from '@portal/shared/utility-tariffs';
import { http } from '@web/lib/http-client';
import { utilityTariffQuery } from './get-utility-tariff';
import { utilityTariffsListKey } from './get-utility-tariffs';

/** A version that has billed is refused (409), its message toasted by the HTTP client. */
export function updateUtilityTariff({ id, ...values }: UtilityTariffValues & { id: number }) {
  return http.call(utilityTariffCalls.update, { params: { id }, body: values });
}

export function useUpdateUtilityTariff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUtilityTariff,
    // The answer is the saved version: the record is fresh, the list pages are not.
    onSuccess: (answer) => {
      queryClient.setQueryData(utilityTariffQuery(answer.data.id).queryKey, answer.data);
      return queryClient.invalidateQueries({ queryKey: utilityTariffsListKey });
    },
  });
}
