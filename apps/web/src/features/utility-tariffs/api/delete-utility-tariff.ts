import { utilityTariffCalls } from '@portal/shared/utility-tariffs';
import { http } from '@web/lib/http-client';

/** A version that has billed is refused (409), its message toasted by the HTTP client. */
export function deleteUtilityTariff(id: number) {
  return http.call(utilityTariffCalls.remove, { params: { id } });
}
