import { Stack, TextInput } from '@mantine/core';
import { apiKeyFormSchema, authorityDay, type ApiKeyRecord } from '@portal/shared/api-keys';
import { useState } from 'react';
import { FormActions } from '@web/components/form-actions';
import { useSaveAndGoBack } from '@web/components/use-save-and-go-back';
import { bindInput, useSchemaForm } from '@web/lib/form';
import { useCreateApiKey } from '../api/create-api-key';
import { useUpdateApiKey } from '../api/update-api-key';
import { apiKeyPaths } from '../paths';
import { FormWithSummary } from '@web/components/form-with-summary';

/** The day after a `YYYY-MM-DD` day: the first a new key may expire on. */
const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

type ApiKeyFormProps = {
  /** The key to rename or extend; without it the form creates one. */
  apiKey?: ApiKeyRecord;
};

/**
 * A key's name and expiry date, for create-api and edit-api alike; a save goes back to the list.
 * The date must come after today in the authority's time zone, as the server checks; an edited key
 * may keep its own date, even one past (record 0028).
 */
export function ApiKeyForm({ apiKey }: ApiKeyFormProps) {
  const createApiKey = useCreateApiKey();
  const updateApiKey = useUpdateApiKey();
  // Fixed when the form opens: a form left open past midnight is corrected by the server's 422.
  const [today] = useState(() => authorityDay(new Date()));
  const [schema] = useState(() => apiKeyFormSchema(today, apiKey?.expiry_date));
  const form = useSchemaForm(schema, {
    defaultValues: { name: apiKey?.name ?? '', expiry_date: apiKey?.expiry_date ?? '' },
  });
  const onSubmit = useSaveAndGoBack(form, apiKeyPaths.list, (values) =>
    apiKey
      ? updateApiKey.mutateAsync({ id: apiKey.id, ...values })
      : createApiKey.mutateAsync(values),
  );

  return (
    <FormWithSummary form={form} onSubmit={onSubmit}>
      <Stack gap="md">
        <TextInput label="Name" required {...bindInput(form, 'name')} />
        {/* The browser's date picker gives the YYYY-MM-DD the schema and the server expect. */}
        <TextInput
          label="Expiry Date"
          description="The key works through the end of this day, which must be after today."
          type="date"
          min={dayAfter(today)}
          required
          {...bindInput(form, 'expiry_date')}
        />
        <FormActions form={form} cancelTo={apiKeyPaths.list} />
      </Stack>
    </FormWithSummary>
  );
}
