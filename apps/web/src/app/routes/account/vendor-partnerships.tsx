import { Text } from '@mantine/core';
import type { PartnershipRow } from '@portal/shared/vendor-partnerships';
import { FilteredListPage } from '@web/components/data-table/filtered-list-page';
import { RowActions } from '@web/components/data-table/row-actions';
import { usePartnerships } from '@web/features/vendor-partnerships/api/partnerships';
import { partnershipColumns } from '@web/features/vendor-partnerships/components/partnership-columns';
import { PartnershipFilters } from '@web/features/vendor-partnerships/components/partnership-filters';
import { partnershipPaths } from '@web/features/vendor-partnerships/paths';

// What Show takes in the Action column, as ListPage counts it.
const ACTIONS_WIDTH = 74;

/**
 * The partnerships the caller may see (docs/product.md, "The vendor partnership"): a vendor its
 * own, a committee those it reviews, staff every one; those needing attention come first, and
 * each row says why.
 */
export function Component() {
  const partnerships = usePartnerships();
  return (
    <FilteredListPage
      title="Vendor partnerships"
      list={partnerships}
      filters={
        <>
          <Text mb="md">
            A partnership opens when a vendor&apos;s first solution is approved and runs a year at a
            time. Those needing attention come first: a last review not on track, a revenue return
            or an audit overdue, a critical finding open, or a corrective action past due.
          </Text>
          <PartnershipFilters
            filter={partnerships.filter}
            onApply={partnerships.apply}
            error={partnerships.error}
          />
        </>
      }
      columns={partnershipColumns}
      actions={(row: PartnershipRow) => (
        <RowActions name={row.vendor} showPath={partnershipPaths.show(row.id)} />
      )}
      actionsWidth={ACTIONS_WIDTH}
      empty={{
        filtered: 'No partnership matches. Clear the filters to see every partnership.',
        none: 'No partnership yet: the first opens when a vendor’s solution is approved.',
      }}
    />
  );
}
