import { Stack, TextInput } from '@mantine/core';
import type { Option } from '@portal/shared/lookups';
import { AccountStatusUpdateSchema, type UserRecord } from '@portal/shared/users';
import { useNavigate } from 'react-router';
import { OptionSelect } from '../../../components/option-select';
import { FormActions } from '../../../components/form-actions';
import { submitWith, useSchemaForm } from '../../../lib/form';
import { notify } from '../../../lib/toast';
import { useUpdateAccountStatus } from '../api/update-account-status';
import { userPaths } from '../paths';

type AccountStatusFormProps = {
  user: UserRecord;
  /** The account statuses (GET /unpaginated-items-users). */
  statuses: Option[];
};

/** account-status/{id} (spec section 2): the user's name and email read-only, their status to set. */
export function AccountStatusForm({ user, statuses }: AccountStatusFormProps) {
  const navigate = useNavigate();
  const updateAccountStatus = useUpdateAccountStatus();
  const form = useSchemaForm(AccountStatusUpdateSchema, {
    defaultValues: { id: user.id, status: user.status },
  });
  const onSubmit = submitWith(form, async (values) => {
    const answer = await updateAccountStatus.mutateAsync({
      ...values,
      name: user.name,
      email: user.email,
    });
    notify.success(answer.message);
    await navigate(userPaths.list);
  });

  return (
    <form onSubmit={onSubmit} noValidate>
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
    </form>
  );
}
