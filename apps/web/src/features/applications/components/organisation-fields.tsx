import { SimpleGrid, TextInput } from '@mantine/core';
import type { CountryOption } from '@portal/shared/lookups';
import { FormSelect } from '@web/components/form-select';
import { PhoneFields } from '@web/components/phone-fields';
import { bindInput, type AnyForm } from '@web/lib/form';
import type { DraftValues } from '../draft-steps';

type OrganisationFieldsProps = {
  form: AnyForm<DraftValues>;
  countries: CountryOption[];
  loadingCountries: boolean;
};

/** Step 1: who applies, and whom the authority contacts about it. */
export function OrganisationFields({ form, countries, loadingCountries }: OrganisationFieldsProps) {
  // Several countries share a dialling code but not an ISO code: the country is chosen by that.
  const countryData = countries.map((country) => ({
    value: country.iso_code,
    label: country.name,
  }));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        label="Organisation name"
        autoComplete="organization"
        required
        {...bindInput(form, 'organisation_name')}
      />
      <TextInput
        label="Registration number"
        description="As on the certificate of incorporation."
        autoComplete="off"
        required
        {...bindInput(form, 'registration_number')}
      />
      <FormSelect
        form={form}
        name="country"
        label="Country of registration"
        placeholder={loadingCountries ? 'Loading countries…' : 'Search by country'}
        data={countryData}
        searchable
        nothingFoundMessage="No country found"
        required
      />
      <TextInput
        label="Contact person"
        autoComplete="off"
        required
        {...bindInput(form, 'contact_person')}
      />
      <TextInput
        label="Contact email"
        type="email"
        autoComplete="off"
        required
        {...bindInput(form, 'contact_email')}
      />
      <PhoneFields
        form={form}
        countries={countries}
        loading={loadingCountries}
        autoComplete="off"
        names={{ country_code: 'contact_country_code', phone: 'contact_phone' }}
      />
    </SimpleGrid>
  );
}
