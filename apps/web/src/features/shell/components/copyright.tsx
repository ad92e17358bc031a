import { site } from '@portal/shared/site';
import { useCurrentYear } from '@web/hooks/use-current-year';

/** The footer's copyright line, in the visitor's year even on a page built the year before. */
export function Copyright() {
  const year = useCurrentYear();
  return (
    <p>
      © {year} {site.organisation}. All rights reserved.
    </p>
  );
}
