import { MessageEnvelopeSchema } from '@portal/shared/envelope';
import { http } from '../../../lib/http-client';

/** DELETE /services/{id}. */
export function deleteService(id: number) {
  return http.delete(`/services/${id}`, { schema: MessageEnvelopeSchema });
}
