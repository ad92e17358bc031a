import type { RegisterEntry } from '@portal/shared/cloud-solutions';
import { site } from '@portal/shared/site';
import {
  CITY_DATA_CENTRE,
  CITY_DATA_CENTRE_LABEL,
  REVIEW_STATUSES,
  SOLUTION_CATEGORIES,
  type ReviewStatus,
  type SolutionCategory,
} from '@portal/shared/vendor-journey';

/*
 * How the register of cloud solutions words what it shows, on its page and where a code is
 * checked (docs/product.md, "Software and cloud vendors"). Dates are the authority's: a
 * certification expires, and a status changes, on Nairobi's calendar.
 */

// Made once: a formatter costs more to build than to use.
const calendarDay = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
const nairobiDay = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: site.timeZone });
const nairobiIso = new Intl.DateTimeFormat('en-CA', { timeZone: site.timeZone });
const countryName = new Intl.DisplayNames(['en'], { type: 'region' });

/** A calendar day ('2027-09-30') as '30 September 2027'. */
export const longDay = (day: string) => calendarDay.format(new Date(day));

/** An instant as the day it was in Nairobi. */
export const dayOf = (at: string) => nairobiDay.format(new Date(at));

/** Today in Nairobi, as 'YYYY-MM-DD'. */
export const authorityToday = () => nairobiIso.format(new Date());

/** Where a solution keeps its data: the facility, or the city's own data centre, and the country. */
export function dataLocation(
  entry: Pick<RegisterEntry, 'data_location_country' | 'data_location_facility'>,
) {
  const facility =
    entry.data_location_facility === CITY_DATA_CENTRE
      ? CITY_DATA_CENTRE_LABEL
      : entry.data_location_facility;
  return `${facility}, ${countryName.of(entry.data_location_country) ?? entry.data_location_country}`;
}

type Certification = RegisterEntry['certifications'][number];

/** A certification by its own name: a listed one's, or the name the vendor gave another. */
export const certificationName = (certification: Certification) =>
  certification.name === 'other' ? (certification.other ?? 'Other') : certification.name;

/** Past its expiry date, on the authority's calendar: it expires at the end of that day. */
export const hasExpired = (certification: Certification, today: string) =>
  certification.expires_on < today;

export const isReviewStatus = (value: string): value is ReviewStatus =>
  (REVIEW_STATUSES as readonly string[]).includes(value);
export const isSolutionCategory = (value: string): value is SolutionCategory =>
  (SOLUTION_CATEGORIES as readonly string[]).includes(value);
