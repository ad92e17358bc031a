import { List, Loader, Text } from '@mantine/core';
import { usePermissionCatalogue } from '../api/get-permissions';
import { useRole } from '../api/get-role';

/**
 * What a role grants, in words, for its view modal (record 0029): loaded when the modal opens, as
 * the list's rows carry no permissions.
 */
export function RoleGrants({ roleId }: { roleId: number }) {
  const role = useRole(roleId);
  const catalogue = usePermissionCatalogue();
  if (role.isError || catalogue.isError) return <Text span>Could not be loaded.</Text>;
  if (!role.data || !catalogue.data)
    return <Loader size="xs" role="status" aria-label="Loading permissions" />;
  const granted = catalogue.data.filter(({ key }) => role.data.permissions.includes(key));
  if (granted.length === 0) return <Text span>Nothing</Text>;
  return (
    <List size="sm" spacing={4} aria-label="Permissions granted">
      {granted.map(({ key, description }) => (
        <List.Item key={key}>{description}</List.Item>
      ))}
    </List>
  );
}
