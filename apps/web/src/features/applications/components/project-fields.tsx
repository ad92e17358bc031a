import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { INVESTMENT_AREAS } from '@portal/shared/land-journey';
import { CURRENCIES } from '@portal/shared/money';
import { LAND_USES } from '@portal/shared/parcels';
import { FormNumberInput, wholeNumberInput } from '@web/components/form-number-input';
import { FormSelect } from '@web/components/form-select';
import { bindInput, type AnyForm } from '@web/lib/form';
import { parcelLabel, useApplicationOptions } from '../api/application-options';
import type { DraftValues } from '../draft-steps';
import { MoneyInput } from '@web/components/money-input';

type ProjectFieldsProps = {
  form: AnyForm<DraftValues>;
  /** The preferred parcel as saved, which may have been reserved or allocated since. */
  saved: { id: number; number: string } | null;
};

/** Step 2: what the applicant means to build, on how much land, at what cost and how soon. */
export function ProjectFields({ form, saved }: ProjectFieldsProps) {
  const parcels = (useApplicationOptions()?.parcels ?? []).map((parcel) => ({
    value: parcel.id,
    label: parcelLabel(parcel),
  }));
  // A choice that is no longer offered still shows, so the applicant sees it and may change it.
  if (saved && !parcels.some((parcel) => parcel.value === saved.id)) {
    parcels.unshift({ value: saved.id, label: `${saved.number} (no longer available)` });
  }
  return (
    <Stack gap="md">
      <TextInput
        label="Project title"
        autoComplete="off"
        required
        {...bindInput(form, 'project_title')}
      />
      <Textarea
        label="Project description"
        description="What you will build and run, and for whom."
        rows={4}
        required
        {...bindInput(form, 'project_description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormSelect
          form={form}
          name="investment_area"
          label="Investment area"
          placeholder="Choose an investment area"
          data={INVESTMENT_AREAS}
          required
        />
        <FormSelect
          form={form}
          name="land_use"
          label="Intended land use"
          placeholder="Choose a land use"
          data={LAND_USES}
          required
        />
        <TextInput
          label="Acres wanted"
          description="Up to two decimals, such as 12.5."
          inputMode="decimal"
          autoComplete="off"
          required
          {...bindInput(form, 'acres')}
        />
        <FormSelect
          form={form}
          name="preferred_parcel_id"
          label="Preferred parcel"
          description="Optional: leave blank if any suitable parcel will do."
          placeholder="No preference"
          data={parcels}
          searchable
          clearable
        />
        <FormNumberInput
          form={form}
          name="jobs_expected"
          label="Jobs expected"
          required
          {...wholeNumberInput}
        />
        <MoneyInput form={form} name="planned_investment" label="Planned investment" required />
        <FormSelect
          form={form}
          name="investment_currency"
          label="Currency"
          data={CURRENCIES}
          required
        />
        <FormNumberInput
          form={form}
          name="months_to_start"
          label="Months to start building"
          description="From the offer of the land."
          required
          {...wholeNumberInput}
        />
        <FormNumberInput
          form={form}
          name="months_to_complete"
          label="Months to complete"
          description="From the offer of the land."
          required
          {...wholeNumberInput}
        />
      </SimpleGrid>
    </Stack>
  );
}
