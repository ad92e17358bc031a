import type { VendorApplication } from '@portal/shared/vendor-applications';
import { CALL_STATUS_LABELS, SOLUTION_CATEGORY_LABELS } from '@portal/shared/vendor-journey';
import { SummaryTable } from '@web/components/summary-table';
import { formatNairobiMoment } from '@web/lib/format';

/** The call for expressions of interest the application answers. */
export function CallSummary({ call }: { call: VendorApplication['call'] }) {
  return (
    <SummaryTable
      rows={[
        ['Call', `${call.reference}: ${call.title}`],
        [
          'Categories',
          call.categories.map((category) => SOLUTION_CATEGORY_LABELS[category]).join(', '),
        ],
        // The authority's clock, whatever the reader's: a call closes at one instant for all.
        ['Closes', formatNairobiMoment(call.closes_at)],
        ['Status', CALL_STATUS_LABELS[call.status]],
      ]}
    />
  );
}
