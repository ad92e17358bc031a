import type { Connection } from '@portal/shared/utility-connections';
import { FilteredListPage } from '@web/components/data-table/filtered-list-page';
import { RowActions } from '@web/components/data-table/row-actions';
import { useConnections } from '@web/features/utility-connections/api/get-connections';
import { connectionColumns } from '@web/features/utility-connections/components/connection-columns';
import { ConnectionFilters } from '@web/features/utility-connections/components/connection-filters';
import { utilityConnectionPaths } from '@web/features/utility-connections/paths';
import { holds } from '@web/lib/guards';
import { useCurrentUser } from '@web/lib/session';

// What Show takes in the Action column, as ListPage counts it.
const ACTIONS_WIDTH = 74;

/**
 * Every water and electricity connection, newest first (docs/product.md, "Utilities"): its
 * parcel, holder, meter and what its account still owes; those who manage them add one by hand.
 */
export function Component() {
  const connections = useConnections();
  const mayManage = holds(useCurrentUser(), 'utilities.manage');
  return (
    <FilteredListPage
      title="Connections"
      list={connections}
      filters={
        <ConnectionFilters
          filter={connections.filter}
          onApply={connections.apply}
          error={connections.error}
        />
      }
      addPath={mayManage ? utilityConnectionPaths.create : undefined}
      columns={connectionColumns}
      actions={(connection: Connection) => (
        <RowActions
          name={connection.number}
          showPath={utilityConnectionPaths.show(connection.id)}
        />
      )}
      actionsWidth={ACTIONS_WIDTH}
      empty={{
        filtered: 'No connection matches. Clear the search and filters to see every connection.',
        none: 'No connection yet: handing a site over opens its two, or add one by hand.',
      }}
    />
  );
}
