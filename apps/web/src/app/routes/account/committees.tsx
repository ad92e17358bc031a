import { committeeList } from '@portal/shared/committees';
import { ListPage } from '@web/components/data-table/list-page';
import { deleteCommittee } from '@web/features/committees/api/delete-committee';
import { committeePaths } from '@web/features/committees/paths';
import { formatDate } from '@web/lib/format';

export function Component() {
  return (
    <ListPage
      title="Committees"
      source={committeeList}
      item="committee"
      addPath={committeePaths.create}
      columns={[
        { header: 'Name', cell: (committee) => committee.name },
        { header: 'Alias', priority: 2, cell: (committee) => committee.alias },
        {
          header: 'Created',
          priority: 3,
          cell: (committee) => formatDate(committee.created_at),
        },
      ]}
      actions={{
        name: (committee) => committee.name,
        showPath: (committee) => committeePaths.show(committee.id),
        editPath: (committee) => committeePaths.edit(committee.id),
        remove: (committee) => deleteCommittee(committee.id),
      }}
    />
  );
}
