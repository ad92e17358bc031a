import { useQuery } from '@tanstack/react-query';
import {
  ApplicationOptionsAnswerSchema,
  type ApplicationOptions,
} from '@portal/shared/application-options';
import { http } from '../../../lib/http-client';
import { applicationsListKey } from './get-applications';

const PATH = '/applications/options';

/** One parcel of the options: the register's words for it, so a clerk knows which they pick. */
export const parcelLabel = ({
  number,
  acre,
  land_use,
  zone,
}: ApplicationOptions['parcels'][number]) => `${number} · ${acre} acres · ${land_use} · ${zone}`;

/**
 * GET /applications/options: every Available parcel, and the committees with their members to
 * whoever may assign (none to others). Any verified account may ask, so no form falls back to
 * typing a number. Kept under the applications lists' key, so that a step (an offer reserves a
 * parcel) loads it afresh. Undefined while it loads.
 */
export function useApplicationOptions(): ApplicationOptions | undefined {
  return useQuery({
    queryKey: [...applicationsListKey, PATH],
    queryFn: ({ signal }) => http.get(PATH, { schema: ApplicationOptionsAnswerSchema, signal }),
    select: (answer) => answer.data,
  }).data;
}
