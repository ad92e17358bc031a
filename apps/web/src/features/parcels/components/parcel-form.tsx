import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  LAND_USES,
  MAX_FLOORS,
  ParcelInputSchema,
  parcelMessages,
  SETTABLE_PARCEL_STATUSES,
  ZONES,
  type ParcelRecord,
} from '@portal/shared/parcels';
import { FormActions } from '@web/components/form-actions';
import { FormNumberInput, wholeNumberInput } from '@web/components/form-number-input';
import { FormSelect } from '@web/components/form-select';
import { useSaveAndGoBack } from '@web/components/use-save-and-go-back';
import { bindInput, useSchemaForm } from '@web/lib/form';
import { useCreateParcel } from '../api/create-parcel';
import { useUpdateParcel } from '../api/update-parcel';
import { parcelPaths } from '../paths';
import { FormWithSummary } from '@web/components/form-with-summary';

type ParcelFormProps = {
  /** The parcel to change; without it the form creates one. */
  parcel?: ParcelRecord;
};

/**
 * The fields of a parcel, for create-parcel and edit-parcel alike; a save goes back to the list.
 * An allocated parcel's status is not the administrator's to set: it shows read-only, and the
 * form sends 'Available', which the server keeps as Allocated until the allocation is released.
 */
export function ParcelForm({ parcel }: ParcelFormProps) {
  const createParcel = useCreateParcel();
  const updateParcel = useUpdateParcel();
  const allocated = parcel?.status === 'Allocated';
  const form = useSchemaForm(ParcelInputSchema, {
    defaultValues: {
      number: parcel?.number ?? '',
      acre: parcel?.acre ?? '',
      min_floors: parcel?.min_floors,
      max_floors: parcel?.max_floors,
      land_use: parcel?.land_use,
      zone: parcel?.zone,
      status: !parcel || allocated ? 'Available' : parcel.status,
    },
  });
  const onSubmit = useSaveAndGoBack(form, parcelPaths.list, (values) =>
    parcel
      ? updateParcel.mutateAsync({ id: parcel.id, ...values })
      : createParcel.mutateAsync(values),
  );
  const floors = { ...wholeNumberInput, min: 0, max: MAX_FLOORS };

  return (
    <FormWithSummary form={form} onSubmit={onSubmit}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Number" autoComplete="off" required {...bindInput(form, 'number')} />
          <TextInput
            label="Acres"
            inputMode="decimal"
            autoComplete="off"
            required
            {...bindInput(form, 'acre')}
          />
          <FormNumberInput
            form={form}
            name="min_floors"
            label="Minimum floors"
            required
            {...floors}
          />
          <FormNumberInput
            form={form}
            name="max_floors"
            label="Maximum floors"
            required
            {...floors}
          />
          <FormSelect
            form={form}
            name="land_use"
            label="Land use"
            placeholder="Choose a land use"
            data={LAND_USES}
            required
          />
          <FormSelect
            form={form}
            name="zone"
            label="Zone"
            placeholder="Choose a zone"
            data={ZONES}
            required
          />
        </SimpleGrid>
        {allocated ? (
          <TextInput
            label="Status"
            value={parcel.status}
            description={parcelMessages.reservedOnly}
            readOnly
            variant="filled"
          />
        ) : (
          <FormSelect
            form={form}
            name="status"
            label="Status"
            data={SETTABLE_PARCEL_STATUSES}
            required
          />
        )}
        <FormActions form={form} cancelTo={parcelPaths.list} />
      </Stack>
    </FormWithSummary>
  );
}
