import { Alert, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { ConnectionUpdateSchema, type Connection } from '@portal/shared/utility-connections';
import { UTILITY_SERVICE_LABELS } from '@portal/shared/utility-words';
import { z } from 'zod';
import { FormActions } from '@web/components/form-actions';
import { CustomerClassSelect } from '@web/components/utility-selects';
import { FormWithSummary } from '@web/components/form-with-summary';
import { useSaveAndGoBack } from '@web/components/use-save-and-go-back';
import { useSchemaForm } from '@web/lib/form';
import { useUpdateConnection } from '../api/update-connection';
import { utilityConnectionPaths } from '../paths';
import { useUserChoices } from '../api/find-records';
import { SearchPicker } from './search-picker';
import { YesNoField } from './yes-no-field';

/** An electricity connection has no sewerage: its form sends no, whatever it held. */
const EditFormSchema = (connection: Connection) =>
  z
    .custom<z.input<typeof ConnectionUpdateSchema>>()
    .transform((values) =>
      connection.service === 'water' ? values : { ...values, sewerage: false },
    )
    .pipe(ConnectionUpdateSchema);

/**
 * What may change on an open connection: its customer class, its sewerage (water only) and its
 * account holder, who is billed from the next bill on. A save goes back to the connection's page.
 */
export function ConnectionEditForm({ connection }: { connection: Connection }) {
  const updateConnection = useUpdateConnection();
  const form = useSchemaForm(EditFormSchema(connection), {
    defaultValues: {
      customer_class: connection.customer_class,
      sewerage: connection.sewerage,
      account_holder_id: connection.account_holder_id ?? undefined,
    },
  });
  const back = utilityConnectionPaths.show(connection.id);
  const onSubmit = useSaveAndGoBack(form, back, (values) =>
    updateConnection.mutateAsync({ id: connection.id, ...values }),
  );
  const holder =
    connection.account_holder_id !== null && connection.account_holder !== null
      ? { value: connection.account_holder_id, label: connection.account_holder }
      : undefined;

  if (connection.status === 'closed') {
    return (
      <Alert color="yellow" title="Closed">
        A closed connection is kept as it was: open a new one instead.
      </Alert>
    );
  }
  return (
    <FormWithSummary form={form} onSubmit={onSubmit}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label="Parcel" value={connection.parcel_number} readOnly variant="filled" />
          <TextInput
            label="Service"
            value={UTILITY_SERVICE_LABELS[connection.service]}
            readOnly
            variant="filled"
          />
        </SimpleGrid>
        <CustomerClassSelect
          form={form}
          name="customer_class"
          description="Chooses the tariff its next bills are charged on."
        />
        {connection.service === 'water' && (
          <YesNoField
            form={form}
            name="sewerage"
            label="Sewerage"
            description="Whether the parcel is also billed for sewerage on the water it uses."
          />
        )}
        <SearchPicker
          form={form}
          name="account_holder_id"
          label="Account holder"
          description="The portal user billed from the next bill on: type part of their name or email."
          placeholder="Search the users"
          useMatches={useUserChoices}
          initial={holder}
        />
        <FormActions form={form} cancelTo={back} />
      </Stack>
    </FormWithSummary>
  );
}
