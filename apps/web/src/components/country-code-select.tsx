import { Select } from '@mantine/core';
import type { CountryOption } from '@portal/shared/lookups';
import { useState, type Ref } from 'react';

type CountryCodeSelectProps = {
  countries: CountryOption[];
  loading: boolean;
  /** The chosen dialling code, '' or null for none. */
  value: string | null | undefined;
  required: boolean;
  error: string | undefined;
  /** Gets the chosen country's dialling code, '' when cleared. */
  onChange: (code: string) => void;
  onBlur: () => void;
  ref: Ref<HTMLInputElement>;
};

/** "Kenya (+254)": the dialling code shows, so a user can pick by name or by code. */
export const countryLabel = (country: CountryOption) => `${country.name} (${country.code})`;

/**
 * Several countries share a dialling code (+1), so the select's own value is the ISO code, which
 * is unique, and the form field gets the dialling code that the server expects. A stored code
 * shows as the first country that dials it, until the user picks another (record 0028).
 */
export function CountryCodeSelect({
  countries,
  loading,
  value,
  required,
  error,
  onChange,
  onBlur,
  ref,
}: CountryCodeSelectProps) {
  const [picked, setPicked] = useState<string | null>(null);
  const shown =
    countries.find((country) => country.iso_code === picked && country.code === value) ??
    countries.find((country) => country.code === value);
  const data = countries.map((country) => ({
    value: country.iso_code,
    label: countryLabel(country),
  }));
  return (
    <Select
      label="Country code"
      placeholder={loading ? 'Loading countries…' : 'Search by country or code'}
      data={data}
      value={shown?.iso_code ?? null}
      onChange={(iso) => {
        setPicked(iso);
        onChange(countries.find((country) => country.iso_code === iso)?.code ?? '');
      }}
      onBlur={onBlur}
      ref={ref}
      searchable
      nothingFoundMessage={loading ? 'Loading…' : 'No country found'}
      autoComplete="off"
      required={required}
      error={error}
    />
  );
}
