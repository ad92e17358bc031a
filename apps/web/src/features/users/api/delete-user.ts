import { userCalls } from '@portal/shared/users';
import { http } from '@web/lib/http-client';

/** Oneself and the last administrator are refused (409, record 0013). */
export function deleteUser(id: number) {
  return http.call(userCalls.remove, { params: { id } });
}
