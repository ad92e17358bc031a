import { Stack, TextInput } from '@mantine/core';
import { RoleInputSchema, type RoleRecord } from '@portal/shared/roles';
import { FormActions } from '../../../components/form-actions';
import { useSaveAndGoBack } from '../../../components/use-save-and-go-back';
import { bindInput, useSchemaForm } from '../../../lib/form';
import { useCreateRole } from '../api/create-role';
import { useUpdateRole } from '../api/update-role';
import { rolePaths } from '../paths';

type RoleFormProps = {
  /** The role to rename; without it the form creates one. */
  role?: RoleRecord;
};

/** The one field of a role, for create-role and edit-role alike; a save goes back to the list. */
export function RoleForm({ role }: RoleFormProps) {
  const createRole = useCreateRole();
  const updateRole = useUpdateRole();
  const form = useSchemaForm(RoleInputSchema, { defaultValues: { name: role?.name ?? '' } });
  const onSubmit = useSaveAndGoBack(form, rolePaths.list, ({ name }) =>
    role ? updateRole.mutateAsync({ id: role.id, name }) : createRole.mutateAsync({ name }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput label="Name" required {...bindInput(form, 'name')} />
        <FormActions form={form} cancelTo={rolePaths.list} />
      </Stack>
    </form>
  );
}
