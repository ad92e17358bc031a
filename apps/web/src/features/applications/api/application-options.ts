import { useQuery } from '@tanstack/react-query';
import { applicationCalls } from '@portal/shared/application-calls';
import type { ApplicationOptions } from '@portal/shared/application-options';
import { http } from '@web/lib/http-client';
import { applicationsListKey } from './get-applications';

/** One parcel of the options: the register's words for it, so a clerk knows which they pick. */
export const parcelLabel = ({
  number,
  acre,
  land_use,
  zone,
}: ApplicationOptions['parcels'][number]) => `${number} · ${acre} acres · ${land_use} · ${zone}`;

/**
 * What the application forms choose from: every Available parcel, and the committees with their
 * members to whoever may assign (none to others). Any verified account may ask, so no form falls
 * back to typing a number. Kept under the applications lists' key, so that a step (an offer
 * reserves a parcel) loads it afresh. Undefined while it loads.
 */
export function useApplicationOptions(): ApplicationOptions | undefined {
  return useQuery({
    queryKey: [...applicationsListKey, applicationCalls.options.path],
    queryFn: ({ signal }) => http.call(applicationCalls.options, { signal }),
    select: (answer) => answer.data,
  }).data;
}
