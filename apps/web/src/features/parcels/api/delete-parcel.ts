import { parcelCalls } from '@portal/shared/parcels';
import { http } from '@web/lib/http-client';

/** An allocated parcel is refused (409) until its allocation is released. */
export function deleteParcel(id: number) {
  return http.call(parcelCalls.remove, { params: { id } });
}
