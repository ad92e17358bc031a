import { Center, Checkbox, Fieldset, Loader, Stack, Text } from '@mantine/core';
import { isPermission, type PermissionEntry } from '@portal/shared/permissions';
import type { RoleInput } from '@portal/shared/roles';
import { Controller } from 'react-hook-form';
import { LoadFailed } from '@web/components/load-failed';
import { fieldError, markChanged, type AnyForm } from '@web/lib/form';
import { holds } from '@web/lib/guards';
import { useCurrentUser } from '@web/lib/session';
import { usePermissionCatalogue } from '../api/get-permissions';
import { fixedGrantsReason } from './built-in-grants';
import { groupPermissions } from './permission-groups';
import classes from './permissions-field.module.css';

type PermissionsFieldProps = {
  /** The role form, whose `permissions` these checkboxes set. */
  form: AnyForm<RoleInput>;
  /** The role being edited: the built-in ones grant a fixed set. */
  roleId?: number;
};

const NOT_HELD = 'You do not hold this permission';

/**
 * What a role grants (record 0029): the catalogue by group, one checkbox per permission. Nobody
 * grants or withdraws a permission they do not hold, so those stay as they are; the server checks
 * again and its 422 shows under the checkboxes.
 */
export function PermissionsField({ form, roleId }: PermissionsFieldProps) {
  const catalogue = usePermissionCatalogue();
  const user = useCurrentUser();
  const fixedReason = fixedGrantsReason(roleId);

  const checkbox = ({ key, description }: PermissionEntry) => {
    const held = isPermission(key) && holds(user, key);
    return (
      <Checkbox
        key={key}
        value={key}
        disabled={Boolean(fixedReason) || !held}
        label={description}
        description={
          <>
            <Text span display="block" ff="monospace" fz="xs" c="dimmed">
              {key}
            </Text>
            {!fixedReason && !held && (
              <Text span display="block" fz="xs" c="dimmed">
                {NOT_HELD}
              </Text>
            )}
          </>
        }
      />
    );
  };

  const choices = () => {
    if (catalogue.data) {
      return (
        <div className={classes.groups}>
          {groupPermissions(catalogue.data).map(({ group, permissions }) => (
            <Fieldset
              key={group}
              legend={group}
              variant="filled"
              p={{ base: 'xs', xs: 'sm' }}
              className={classes.group}
            >
              <Stack gap="sm">{permissions.map(checkbox)}</Stack>
            </Fieldset>
          ))}
        </div>
      );
    }
    if (catalogue.isError) {
      return (
        <LoadFailed
          message="The permissions could not be loaded."
          onRetry={() => void catalogue.refetch()}
        />
      );
    }
    return (
      <Center py="md" role="status" aria-label="Loading permissions">
        <Loader size="sm" />
      </Center>
    );
  };

  return (
    <Controller
      control={form.control}
      name="permissions"
      render={({ field }) => (
        <Checkbox.Group
          label="Permissions"
          description={fixedReason ?? 'What the users holding this role may do.'}
          value={field.value ?? []}
          onChange={(keys) => {
            field.onChange(keys);
            markChanged(form, 'permissions');
          }}
          error={fieldError(form, 'permissions')}
        >
          {choices()}
        </Checkbox.Group>
      )}
    />
  );
}
