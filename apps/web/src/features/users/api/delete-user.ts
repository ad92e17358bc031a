import { MessageEnvelopeSchema } from '@portal/shared/envelope';
import { http } from '../../../lib/http-client';

/** DELETE /users/{id}: oneself and the last administrator are refused (409, record 0013). */
export function deleteUser(id: number) {
  return http.delete(`/users/${id}`, { schema: MessageEnvelopeSchema });
}
