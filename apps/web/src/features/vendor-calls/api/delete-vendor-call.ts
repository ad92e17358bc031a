import { vendorCallCalls } from '@portal/shared/vendor-calls';
import { http } from '@web/lib/http-client';

/** A call with applications is refused (409), its message toasted by the HTTP client. */
export function deleteVendorCall(id: number) {
  return http.call(vendorCallCalls.remove, { params: { id } });
}
