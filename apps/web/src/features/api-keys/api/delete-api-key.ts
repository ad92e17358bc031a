import { apiKeyCalls } from '@portal/shared/api-keys';
import { http } from '@web/lib/http-client';

/** Deletes a key: it stops working at once. */
export function deleteApiKey(id: number) {
  return http.call(apiKeyCalls.remove, { params: { id } });
}
