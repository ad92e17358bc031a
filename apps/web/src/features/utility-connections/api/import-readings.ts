import { utilityReadingCalls } from '@portal/shared/utility-readings';
import { http } from '@web/lib/http-client';

/**
 * Sends a meter reader's CSV file as it is (`text/csv`): imported whole, or not at all with a
 * 422 that names each bad line's field (`lines.5.value`).
 */
export function importReadings(csv: string) {
  return http.callWithText(utilityReadingCalls.import, { content: csv, type: 'text/csv' });
}
