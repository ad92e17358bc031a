import { useMutation, useQueryClient } from '@tanstack/react-query';
import { utilityTariffCalls, type UtilityTariffValues } from '@portal/shared/utility-tariffs';
import { http } from '@web/lib/http-client';
import { utilityTariffsListKey } from './get-utility-tariffs';

/** A second version of a tariff on one day is refused (409) under its day; 422 carries fields. */
export function createUtilityTariff(values: UtilityTariffValues) {
  return http.call(utilityTariffCalls.create, { body: values });
}

export function useCreateUtilityTariff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUtilityTariff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: utilityTariffsListKey }),
  });
}
