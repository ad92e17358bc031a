import { vendorCallList } from '@portal/shared/vendor-calls';
import { ListPage } from '@web/components/data-table/list-page';
import { UnbrokenReference } from '@web/components/unbroken-reference';
import { deleteVendorCall } from '@web/features/vendor-calls/api/delete-vendor-call';
import { CallStatusBadge } from '@web/features/vendor-calls/components/call-status-badge';
import { vendorCallPaths } from '@web/features/vendor-calls/paths';
import { categoriesOf, nairobiMomentOf } from '@web/features/vendor-calls/present-vendor-call';

export function Component() {
  return (
    <ListPage
      title="Vendor calls"
      source={vendorCallList}
      item="call"
      addPath={vendorCallPaths.create}
      columns={[
        {
          header: 'Reference',
          minWidth: 120,
          cell: (call) => <UnbrokenReference reference={call.reference} />,
        },
        { header: 'Title', minWidth: 160, cell: (call) => call.title },
        {
          header: 'Categories',
          priority: 3,
          minWidth: 160,
          cell: (call) => categoriesOf(call.categories),
        },
        {
          header: 'Status',
          minWidth: 90,
          cell: (call) => <CallStatusBadge status={call.status} />,
        },
        {
          header: 'Opens',
          priority: 3,
          minWidth: 130,
          cell: (call) => nairobiMomentOf(call.opens_at),
        },
        {
          header: 'Closes',
          priority: 2,
          minWidth: 130,
          cell: (call) => nairobiMomentOf(call.closes_at),
        },
        {
          header: 'Applications',
          priority: 2,
          minWidth: 100,
          align: 'right',
          cell: (call) => call.applications,
        },
      ]}
      actions={{
        name: (call) => call.reference,
        editPath: (call) => vendorCallPaths.edit(call.id),
        remove: (call) => deleteVendorCall(call.id),
      }}
    />
  );
}
