import { utilityReadingCalls, type ReadingInput } from '@portal/shared/utility-readings';
import { http } from '@web/lib/http-client';

/** Records a reading; a far-from-usual one is accepted and flagged, as the answer says. */
export function recordReading(values: ReadingInput) {
  return http.call(utilityReadingCalls.create, { body: values });
}
