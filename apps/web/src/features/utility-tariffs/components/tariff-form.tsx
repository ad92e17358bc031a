import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { SERVICE_UNITS, TAX_CATEGORY_LABELS, UNIT_SYMBOLS } from '@portal/shared/utility-words';
import { TAX_CATEGORIES } from '@portal/shared/utility-charges';
import {
  UtilityTariffInputSchema,
  type UtilityTariff,
  type UtilityTariffInput,
} from '@portal/shared/utility-tariffs';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormActions } from '@web/components/form-actions';
import { FormNumberInput, wholeNumberInput } from '@web/components/form-number-input';
import { FormSelect } from '@web/components/form-select';
import { FormWithSummary } from '@web/components/form-with-summary';
import { CustomerClassSelect, ServiceSelect } from '@web/components/utility-selects';
import { MoneyInput } from '@web/components/money-input';
import { useSaveAndGoBack } from '@web/components/use-save-and-go-back';
import { bindInput, useSchemaForm } from '@web/lib/form';
import { optionsOf } from '@web/lib/options';
import { useCreateUtilityTariff } from '../api/create-utility-tariff';
import { useUpdateUtilityTariff } from '../api/update-utility-tariff';
import { utilityTariffPaths } from '../paths';
import { TariffBlocksField } from './tariff-blocks-field';

const taxOptions = optionsOf(TAX_CATEGORIES, TAX_CATEGORY_LABELS);

/**
 * The version as the form holds it: an emptied upper limit is nothing to a number input, and no
 * upper limit to the shared schema, which then checks it as the server does.
 */
const TariffFormSchema = z
  .custom<UtilityTariffInput>()
  .transform(({ blocks, ...tariff }) => ({
    ...tariff,
    blocks: (blocks ?? []).map((block) => ({ ...block, to: block.to ?? null })),
  }))
  .pipe(UtilityTariffInputSchema);

const newVersion = {
  reference: '',
  effective_from: '',
  fixed_charge: 0,
  minimum_charge: 0,
  sewerage_percent: 0,
  blocks: [{ from: 0, to: null, rate: undefined }],
} as unknown as UtilityTariffInput;

/** The terms of a version, as the form edits them: nothing of the answer's own fields. */
const termsOf = (tariff: UtilityTariff): UtilityTariffInput => ({
  service: tariff.service,
  customer_class: tariff.customer_class,
  effective_from: tariff.effective_from,
  reference: tariff.reference,
  fixed_charge: tariff.fixed_charge,
  minimum_charge: tariff.minimum_charge,
  sewerage_percent: tariff.sewerage_percent,
  tax_category: tariff.tax_category,
  blocks: tariff.blocks,
});

type TariffFormProps = {
  /** The version to change; without it the form adds one. */
  tariff?: UtilityTariff;
};

/**
 * A tariff version's terms, for adding one and changing one that has charged no bill; a save
 * goes back to the list. Money is typed in shillings and sent in cents.
 */
export function TariffForm({ tariff }: TariffFormProps) {
  const createTariff = useCreateUtilityTariff();
  const updateTariff = useUpdateUtilityTariff();
  const form = useSchemaForm(TariffFormSchema, {
    defaultValues: tariff ? termsOf(tariff) : newVersion,
  });
  const onSubmit = useSaveAndGoBack(form, utilityTariffPaths.list, (values) =>
    tariff
      ? updateTariff.mutateAsync({ id: tariff.id, ...values })
      : createTariff.mutateAsync(values),
  );
  const service = useWatch({ control: form.control, name: 'service' });
  const unit = UNIT_SYMBOLS[SERVICE_UNITS[service ?? 'water']];
  // Sewerage is water's alone: a change of service says at once whether the percentage still fits.
  useEffect(() => {
    if (!service) return;
    const percent = form.getValues('sewerage_percent');
    form.setValue('sewerage_percent', percent, { shouldTouch: true, shouldValidate: true });
  }, [form, service]);
  // Each block's bounds are checked against its neighbours': a change to one shows on theirs.
  const bounds = JSON.stringify(useWatch({ control: form.control, name: 'blocks' }));
  useEffect(() => void form.trigger('blocks'), [form, bounds]);

  return (
    <FormWithSummary form={form} onSubmit={onSubmit}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <ServiceSelect form={form} name="service" />
          <CustomerClassSelect form={form} name="customer_class" />
          <TextInput
            label="Takes effect on"
            description="The first day it is charged, in Nairobi."
            type="date"
            required
            {...bindInput(form, 'effective_from')}
          />
          <TextInput
            label="Reference"
            description="The gazette notice or board resolution that set it."
            autoComplete="off"
            required
            {...bindInput(form, 'reference')}
          />
          <MoneyInput form={form} name="fixed_charge" label="Fixed charge a month (KES)" required />
          <MoneyInput
            form={form}
            name="minimum_charge"
            label="Minimum charge a month (KES)"
            description="The least the units used are charged; 0 for none."
            required
          />
          <FormNumberInput
            form={form}
            name="sewerage_percent"
            label="Sewerage (% of the water volume)"
            description="Water only: 0 for electricity."
            min={0}
            max={100}
            required
            {...wholeNumberInput}
          />
          <FormSelect
            form={form}
            name="tax_category"
            label="Tax"
            placeholder="Choose a tax category"
            data={taxOptions}
            required
          />
        </SimpleGrid>
        <TariffBlocksField form={form} unit={unit} />
        <FormActions form={form} cancelTo={utilityTariffPaths.list} />
      </Stack>
    </FormWithSummary>
  );
}
