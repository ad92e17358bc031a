import { utilityConnectionCalls, type MeterInput } from '@portal/shared/utility-connections';
import { http } from '@web/lib/http-client';

/** Fits a meter, replacing the current one at its closing reading; a serial in use is a 409. */
export function installMeter(id: number, values: MeterInput) {
  return http.call(utilityConnectionCalls.installMeter, { params: { id }, body: values });
}
