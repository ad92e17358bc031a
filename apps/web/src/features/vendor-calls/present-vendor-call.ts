import { site } from '@portal/shared/site';
import { SOLUTION_CATEGORY_LABELS, type SolutionCategory } from '@portal/shared/vendor-journey';

// Made once: a formatter costs more to build than to use. British English whatever the reader's
// browser says, so that every member of staff reads a call's times alike.
const nairobiMoment = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: site.timeZone,
});

/**
 * An instant on the authority's clock, said so: '1 Dec 2026, 09:00 EAT'. Calls open and close
 * in Nairobi time (docs/product.md, "Software and cloud vendors"), wherever staff read them.
 */
export function nairobiMomentOf(at: string): string {
  return `${nairobiMoment.format(new Date(at))} EAT`;
}

/** A call's categories in words, in the published order: 'Colocation, Managed services'. */
export function categoriesOf(categories: readonly SolutionCategory[]): string {
  return categories.map((category) => SOLUTION_CATEGORY_LABELS[category]).join(', ');
}
