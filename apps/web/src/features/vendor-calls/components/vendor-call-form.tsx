import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  nairobiInstant,
  nairobiLocal,
  VendorCallInputSchema,
  type VendorCall,
  type VendorCallInput,
} from '@portal/shared/vendor-calls';
import { CALL_STATUS_LABELS } from '@portal/shared/vendor-journey';
import { z } from 'zod';
import { FormActions } from '@web/components/form-actions';
import { FormWithSummary } from '@web/components/form-with-summary';
import { useSaveAndGoBack } from '@web/components/use-save-and-go-back';
import { bindInput, useSchemaForm } from '@web/lib/form';
import { useCreateVendorCall } from '../api/create-vendor-call';
import { useUpdateVendorCall } from '../api/update-vendor-call';
import { vendorCallPaths } from '../paths';
import { CategoriesField } from './categories-field';

/**
 * The call as the form holds it: its times as the date-time inputs give them, in Nairobi time,
 * the authority's clock whatever the browser's; made instants before the shared schema checks
 * them, so that its messages land under the fields that hold them.
 */
const VendorCallFormSchema = z
  .custom<VendorCallInput>()
  .transform(({ opens_at, closes_at, ...call }) => ({
    ...call,
    opens_at: nairobiInstant(opens_at),
    closes_at: nairobiInstant(closes_at),
  }))
  .pipe(VendorCallInputSchema);

type VendorCallFormProps = {
  /** The call to change; without it the form opens one. */
  call?: VendorCall;
};

/**
 * A call's text, categories and times, for create-vendor-call and edit-vendor-call alike; a save
 * goes back to the list. The reference is the server's and the status the clock's: shown on edit,
 * never sent.
 */
export function VendorCallForm({ call }: VendorCallFormProps) {
  const createCall = useCreateVendorCall();
  const updateCall = useUpdateVendorCall();
  const form = useSchemaForm(VendorCallFormSchema, {
    defaultValues: {
      title: call?.title ?? '',
      description: call?.description ?? '',
      categories: call?.categories ?? [],
      opens_at: call ? nairobiLocal(call.opens_at) : '',
      closes_at: call ? nairobiLocal(call.closes_at) : '',
    },
  });
  const onSubmit = useSaveAndGoBack(form, vendorCallPaths.list, (values) =>
    call ? updateCall.mutateAsync({ id: call.id, ...values }) : createCall.mutateAsync(values),
  );

  return (
    <FormWithSummary form={form} onSubmit={onSubmit}>
      <Stack gap="md">
        {call && (
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label="Reference" value={call.reference} readOnly variant="filled" />
            <TextInput
              label="Status"
              value={CALL_STATUS_LABELS[call.status]}
              readOnly
              variant="filled"
            />
          </SimpleGrid>
        )}
        <TextInput label="Title" autoComplete="off" required {...bindInput(form, 'title')} />
        <Textarea
          label="Description"
          description="What the authority is looking for, as vendors will read it."
          rows={6}
          required
          {...bindInput(form, 'description')}
        />
        <CategoriesField form={form} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {/* The browser's picker gives the 'YYYY-MM-DDTHH:mm' that nairobiInstant reads. */}
          <TextInput
            label="Opens (Nairobi time)"
            description="Vendors may apply from this time."
            type="datetime-local"
            required
            {...bindInput(form, 'opens_at', ['closes_at'])}
          />
          <TextInput
            label="Closes (Nairobi time)"
            description="Vendors may apply until this time."
            type="datetime-local"
            required
            {...bindInput(form, 'closes_at')}
          />
        </SimpleGrid>
        <FormActions form={form} cancelTo={vendorCallPaths.list} />
      </Stack>
    </FormWithSummary>
  );
}
