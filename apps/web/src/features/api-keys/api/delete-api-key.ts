import { MessageEnvelopeSchema } from '@portal/shared/envelope';
import { http } from '../../../lib/http-client';

/** DELETE /apis/{id}: the key stops working at once. */
export function deleteApiKey(id: number) {
  return http.delete(`/apis/${id}`, { schema: MessageEnvelopeSchema });
}
