import { SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import type { CountryOption } from '@portal/shared/lookups';
import { OrganisationFields } from '@web/components/applications/organisation-fields';
import { FormNumberInput, wholeNumberInput } from '@web/components/form-number-input';
import { MoneyInput } from '@web/components/money-input';
import { bindInput, type AnyForm } from '@web/lib/form';
import { FIELD_LABELS, type VendorDraftValues } from './form-steps';

type OrganisationStepProps = {
  form: AnyForm<VendorDraftValues>;
  countries: CountryOption[];
  loadingCountries: boolean;
};

/**
 * Step 1: the organisation and its contact, the person who signs for it, and how it means to go
 * to market in the technology city (docs/product.md, "Software and cloud vendors").
 */
export function OrganisationStep({ form, countries, loadingCountries }: OrganisationStepProps) {
  return (
    <Stack gap="xl">
      <OrganisationFields
        form={form}
        countries={countries}
        loadingCountries={loadingCountries}
        more={
          <>
            <FormNumberInput
              form={form}
              name="year_founded"
              label={FIELD_LABELS.year_founded}
              description="Such as 2015."
              required
              {...wholeNumberInput}
            />
            <TextInput
              label={FIELD_LABELS.website}
              description="The full address, such as https://example.com."
              type="url"
              autoComplete="url"
              required
              {...bindInput(form, 'website')}
            />
          </>
        }
      />
      <Stack gap="sm">
        <Title order={3}>Who signs for the organisation</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={FIELD_LABELS.signatory_name}
            autoComplete="off"
            required
            {...bindInput(form, 'signatory_name')}
          />
          <TextInput
            label={FIELD_LABELS.signatory_title}
            description="Such as Managing Director."
            autoComplete="off"
            required
            {...bindInput(form, 'signatory_title')}
          />
          <TextInput
            label={FIELD_LABELS.signatory_date_of_birth}
            description="The signatory must be 18 or over."
            type="date"
            required
            {...bindInput(form, 'signatory_date_of_birth')}
          />
        </SimpleGrid>
      </Stack>
      <Stack gap="sm">
        <Title order={3}>Going to market</Title>
        <Textarea
          label={FIELD_LABELS.markets}
          description="The countries and kinds of customer you will sell to."
          rows={3}
          required
          {...bindInput(form, 'markets')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormNumberInput
            form={form}
            name="target_customers_first_year"
            label={FIELD_LABELS.target_customers_first_year}
            required
            {...wholeNumberInput}
          />
          <MoneyInput
            form={form}
            name="target_revenue_first_year"
            label={FIELD_LABELS.target_revenue_first_year}
            description="In Kenya shillings, such as 12,000,000."
            required
          />
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
