import { MessageEnvelopeSchema } from '@portal/shared/envelope';
import { http } from '../../../lib/http-client';

/** DELETE /committees/{id}: the memberships go with it. */
export function deleteCommittee(id: number) {
  return http.delete(`/committees/${id}`, { schema: MessageEnvelopeSchema });
}
