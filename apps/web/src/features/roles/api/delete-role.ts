import { MessageEnvelopeSchema } from '@portal/shared/envelope';
import { http } from '../../../lib/http-client';

/** DELETE /roles/{id}: built-in roles and roles that users hold are refused (409). */
export function deleteRole(id: number) {
  return http.delete(`/roles/${id}`, { schema: MessageEnvelopeSchema });
}
