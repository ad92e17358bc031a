import { serviceCalls } from '@portal/shared/services';
import { http } from '@web/lib/http-client';

/** Deletes a service. */
export function deleteService(id: number) {
  return http.call(serviceCalls.remove, { params: { id } });
}
