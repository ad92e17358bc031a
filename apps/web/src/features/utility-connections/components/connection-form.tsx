import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { ConnectionInputSchema, type ConnectionInput } from '@portal/shared/utility-connections';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { FormActions } from '@web/components/form-actions';

import { FormWithSummary } from '@web/components/form-with-summary';
import { CustomerClassSelect, ServiceSelect } from '@web/components/utility-selects';
import { bindInput, submitWith, useSchemaForm } from '@web/lib/form';
import { notify } from '@web/lib/toast';
import { useCreateConnection } from '../api/create-connection';
import { utilityConnectionPaths } from '../paths';
import { useParcelChoices, useUserChoices } from '../api/find-records';
import { SearchPicker } from './search-picker';
import { YesNoField } from './yes-no-field';

/** Sewerage is water's alone: an electricity connection sends none, as the server wants. */
const ConnectionFormSchema = z
  .custom<ConnectionInput>()
  .transform(({ sewerage, ...connection }) =>
    connection.service === 'water' ? { ...connection, sewerage } : connection,
  )
  .pipe(ConnectionInputSchema);

/**
 * A connection opened by hand (docs/product.md, "Utilities"): a parcel, its account holder, the
 * service and class, and the day it started, which may lie in the past for one older than the
 * portal. Handing a site over opens both of its connections without this form. A save opens the
 * new connection's page, where its meter is fitted.
 */
export function ConnectionForm() {
  const navigate = useNavigate();
  const createConnection = useCreateConnection();
  const form = useSchemaForm(ConnectionFormSchema, {
    defaultValues: {
      start_date: '',
      customer_class: 'commercial',
      sewerage: true,
    } as Partial<ConnectionInput>,
  });
  const onSubmit = submitWith(form, async (values) => {
    const answer = await createConnection.mutateAsync(values);
    notify.success(answer.message);
    await navigate(utilityConnectionPaths.show(answer.data.id));
  });
  const service = useWatch({ control: form.control, name: 'service' });
  return (
    <FormWithSummary form={form} onSubmit={onSubmit}>
      <Stack gap="md">
        <SearchPicker
          form={form}
          name="parcel_id"
          label="Parcel"
          description="Type part of its number, such as P3-0079."
          placeholder="Search the register"
          useMatches={useParcelChoices}
        />
        <SearchPicker
          form={form}
          name="account_holder_id"
          label="Account holder"
          description="The portal user who is billed: type part of their name or email."
          placeholder="Search the users"
          useMatches={useUserChoices}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <ServiceSelect form={form} name="service" />
          <CustomerClassSelect
            form={form}
            name="customer_class"
            description="Chooses the tariff it is billed on."
          />
        </SimpleGrid>
        <TextInput
          label="Start date"
          description="Readings from this day (Nairobi's) on are accepted. It may lie in the past, for a connection older than the portal."
          type="date"
          required
          {...bindInput(form, 'start_date')}
        />
        {service === 'water' && (
          <YesNoField
            form={form}
            name="sewerage"
            label="Sewerage"
            description="Whether the parcel is also billed for sewerage on the water it uses."
          />
        )}
        <FormActions form={form} cancelTo={utilityConnectionPaths.list} />
      </Stack>
    </FormWithSummary>
  );
}
