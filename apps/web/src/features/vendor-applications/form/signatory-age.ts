import { authorityDay } from '@portal/shared/api-keys';
import { isAdultOn } from '@portal/shared/vendor-journey';

/**
 * Whether someone born on `born` ('YYYY-MM-DD') is under 18 on `day`, today in Nairobi unless
 * told: the rule the server checks again on submission.
 */
export const isUnderAge = (born: string, day = authorityDay(new Date())): boolean =>
  !isAdultOn(born, day);
