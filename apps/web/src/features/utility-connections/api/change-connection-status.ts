import {
  utilityConnectionCalls,
  type ConnectionStatusInput,
} from '@portal/shared/utility-connections';
import { http } from '@web/lib/http-client';

/** Suspends, restores or closes a connection; a closed one is refused (409). */
export function changeConnectionStatus(id: number, values: ConnectionStatusInput) {
  return http.call(utilityConnectionCalls.status, { params: { id }, body: values });
}
