import { Stack, TextInput } from '@mantine/core';
import { RoleInputSchema, type RoleDetail } from '@portal/shared/roles';
import { FormActions } from '@web/components/form-actions';
import { useSaveAndGoBack } from '@web/components/use-save-and-go-back';
import { bindInput, useSchemaForm } from '@web/lib/form';
import { useCreateRole } from '../api/create-role';
import { useUpdateRole } from '../api/update-role';
import { rolePaths } from '../paths';
import { PermissionsField } from './permissions-field';
import { FormWithSummary } from '@web/components/form-with-summary';

type RoleFormProps = {
  /** The role to change, with what it grants; without it the form creates one. */
  role?: RoleDetail;
};

/** A role's name and permissions, for create-role and edit-role alike; a save goes back to the list. */
export function RoleForm({ role }: RoleFormProps) {
  const createRole = useCreateRole();
  const updateRole = useUpdateRole();
  const form = useSchemaForm(RoleInputSchema, {
    defaultValues: { name: role?.name ?? '', permissions: role?.permissions ?? [] },
  });
  const onSubmit = useSaveAndGoBack(form, rolePaths.list, (values) =>
    role ? updateRole.mutateAsync({ id: role.id, ...values }) : createRole.mutateAsync(values),
  );

  return (
    <FormWithSummary form={form} onSubmit={onSubmit}>
      <Stack gap="md">
        <TextInput label="Name" required {...bindInput(form, 'name')} />
        <PermissionsField form={form} roleId={role?.id} />
        <FormActions form={form} cancelTo={rolePaths.list} />
      </Stack>
    </FormWithSummary>
  );
}
