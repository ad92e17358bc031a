import { apiKeyList } from '@portal/shared/api-keys';
import { holds } from '@web/lib/guards';
import { ListPage } from '@web/components/data-table/list-page';
import { deleteApiKey } from '@web/features/api-keys/api/delete-api-key';
import { apiKeyColumns } from '@web/features/api-keys/components/api-key-columns';
import { apiKeyPaths } from '@web/features/api-keys/paths';
import { formatDate } from '@web/lib/format';
import { useCurrentUser } from '@web/lib/session';

export function Component() {
  const user = useCurrentUser();
  return (
    <ListPage
      auditType="api_key"
      title="APIs"
      source={apiKeyList}
      item="API key"
      addPath={apiKeyPaths.create}
      columns={apiKeyColumns({ withOwner: holds(user, 'api_keys.view_all') })}
      actions={{
        name: (key) => key.name,
        // The name and, if present, the updated-at.
        details: (key) => [
          { label: 'Name', value: key.name },
          { label: 'Updated at', value: formatDate(key.updated_at) },
        ],
        editPath: (key) => apiKeyPaths.edit(key.id),
        remove: (key) => deleteApiKey(key.id),
      }}
    />
  );
}
