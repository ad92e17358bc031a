import { Stack, TextInput } from '@mantine/core';
import type { Option } from '@portal/shared/lookups';
import { AccountStatusUpdateSchema, type UserRecord } from '@portal/shared/users';
import { OptionSelect } from '@web/components/option-select';
import { FormActions } from '@web/components/form-actions';
import { useSaveAndGoBack } from '@web/components/use-save-and-go-back';
import { useSchemaForm } from '@web/lib/form';
import { useUpdateAccountStatus } from '../api/update-account-status';
import { userPaths } from '../paths';
import { FormWithSummary } from '@web/components/form-with-summary';

type AccountStatusFormProps = {
  user: UserRecord;
  /** The account statuses, from the user forms' select lists. */
  statuses: Option[];
};

/** account-status/{id}: the user's name and email read-only, their status to set. */
export function AccountStatusForm({ user, statuses }: AccountStatusFormProps) {
  const updateAccountStatus = useUpdateAccountStatus();
  const form = useSchemaForm(AccountStatusUpdateSchema, {
    defaultValues: { id: user.id, status: user.status },
  });
  const onSubmit = useSaveAndGoBack(form, userPaths.list, (values) =>
    updateAccountStatus.mutateAsync({ ...values, name: user.name, email: user.email }),
  );

  return (
    <FormWithSummary form={form} onSubmit={onSubmit}>
      <Stack gap="md">
        <TextInput label="Name" value={user.name} readOnly variant="filled" />
        <TextInput label="Email" value={user.email} readOnly variant="filled" />
        <OptionSelect
          form={form}
          name="status"
          label="Status"
          placeholder="Choose a status"
          options={statuses}
          required
        />
        <FormActions form={form} cancelTo={userPaths.list} />
      </Stack>
    </FormWithSummary>
  );
}
