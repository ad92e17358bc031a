import { Stack, TextInput } from '@mantine/core';
import { ApiKeyInputSchema, type ApiKeyRecord } from '@portal/shared/api-keys';
import { FormActions } from '../../../components/form-actions';
import { useSaveAndGoBack } from '../../../components/use-save-and-go-back';
import { bindInput, useSchemaForm } from '../../../lib/form';
import { useCreateApiKey } from '../api/create-api-key';
import { useUpdateApiKey } from '../api/update-api-key';
import { apiKeyPaths } from '../paths';

type ApiKeyFormProps = {
  /** The key to rename or extend; without it the form creates one. */
  apiKey?: ApiKeyRecord;
};

/** A key's name and expiry date, for create-api and edit-api alike; a save goes back to the list. */
export function ApiKeyForm({ apiKey }: ApiKeyFormProps) {
  const createApiKey = useCreateApiKey();
  const updateApiKey = useUpdateApiKey();
  const form = useSchemaForm(ApiKeyInputSchema, {
    defaultValues: { name: apiKey?.name ?? '', expiry_date: apiKey?.expiry_date ?? '' },
  });
  const onSubmit = useSaveAndGoBack(form, apiKeyPaths.list, (values) =>
    apiKey
      ? updateApiKey.mutateAsync({ id: apiKey.id, ...values })
      : createApiKey.mutateAsync(values),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput label="Name" required {...bindInput(form, 'name')} />
        {/* The browser's date picker gives the YYYY-MM-DD the schema and the server expect. */}
        <TextInput label="Expiry Date" type="date" required {...bindInput(form, 'expiry_date')} />
        <FormActions form={form} cancelTo={apiKeyPaths.list} />
      </Stack>
    </form>
  );
}
