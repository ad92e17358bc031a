import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { CountryOption } from '@portal/shared/lookups';
import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormCountrySelect } from '@web/components/form-country-select';
import { PhoneFields } from '@web/components/phone-fields';
import { bindInput, type AnyForm } from '@web/lib/form';

type OrganisationFieldsProps<T extends FieldValues> = {
  /** A form holding an application's organisation and contact fields, as every journey names them. */
  form: AnyForm<T>;
  countries: CountryOption[];
  loadingCountries: boolean;
  /** What else a journey asks of the organisation, after its country. */
  more?: ReactNode;
};

/** Who applies, and whom the authority contacts about it: the first step of either journey. */
export function OrganisationFields<T extends FieldValues>({
  form,
  countries,
  loadingCountries,
  more,
}: OrganisationFieldsProps<T>) {
  const field = (name: string) => name as FieldPath<T>;
  // The organisation, then whom to contact: each group starts on a row of its own.
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Organisation name"
          autoComplete="organization"
          required
          {...bindInput(form, field('organisation_name'))}
        />
        <TextInput
          label="Registration number"
          description="As on the certificate of incorporation."
          autoComplete="off"
          required
          {...bindInput(form, field('registration_number'))}
        />
        <FormCountrySelect
          form={form}
          name={field('country')}
          label="Country of registration"
          countries={countries}
          loading={loadingCountries}
          required
        />
        {more}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Contact person"
          autoComplete="off"
          required
          {...bindInput(form, field('contact_person'))}
        />
        <TextInput
          label="Contact email"
          type="email"
          autoComplete="off"
          required
          {...bindInput(form, field('contact_email'))}
        />
        <PhoneFields
          form={form}
          countries={countries}
          loading={loadingCountries}
          autoComplete="off"
          names={{ country_code: 'contact_country_code', phone: 'contact_phone' }}
        />
      </SimpleGrid>
    </Stack>
  );
}
