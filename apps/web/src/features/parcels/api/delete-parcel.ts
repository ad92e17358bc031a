import { MessageEnvelopeSchema } from '@portal/shared/envelope';
import { http } from '../../../lib/http-client';

/** DELETE /parcels/{id}: an allocated parcel is refused (409) until its allocation is released. */
export function deleteParcel(id: number) {
  return http.delete(`/parcels/${id}`, { schema: MessageEnvelopeSchema });
}
