import { roleCalls } from '@portal/shared/roles';
import { http } from '@web/lib/http-client';

/** Built-in roles and roles that users hold are refused (409). */
export function deleteRole(id: number) {
  return http.call(roleCalls.remove, { params: { id } });
}
