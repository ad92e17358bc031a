import type { CountryOption } from '@portal/shared/lookups';
import type { FieldValues } from 'react-hook-form';
import { FormSelect, type FormSelectProps } from './form-select';

type FormCountrySelectProps<T extends FieldValues> = Omit<
  FormSelectProps<T, string>,
  'data' | 'placeholder' | 'searchable' | 'nothingFoundMessage'
> & {
  countries: CountryOption[];
  /** Whether the countries are still on their way. */
  loading?: boolean;
};

/** A country, searched for by name, bound to a form field that holds its ISO code. */
export function FormCountrySelect<T extends FieldValues>({
  countries,
  loading = false,
  ...props
}: FormCountrySelectProps<T>) {
  // Several countries share a dialling code but not an ISO code: the country is chosen by that.
  const data = countries.map((country) => ({ value: country.iso_code, label: country.name }));
  return (
    <FormSelect
      {...props}
      placeholder={loading ? 'Loading countries…' : 'Search by country'}
      data={data}
      searchable
      nothingFoundMessage="No country found"
    />
  );
}
