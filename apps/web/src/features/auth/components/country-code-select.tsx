import { Select } from '@mantine/core';
import type { CountryOption } from '@portal/shared/lookups';
import { useState } from 'react';

type CountryCodeSelectProps = {
  countries: CountryOption[];
  loading: boolean;
  error: string | undefined;
  /** Gets the chosen country's dialling code, '' when cleared. */
  onChange: (code: string) => void;
  onBlur: () => void;
};

/** "Kenya (+254)": the dialling code shows, so a user can pick by name or by code. */
export const countryLabel = (country: CountryOption) => `${country.name} (${country.code})`;

/**
 * Several countries share a dialling code (+1), so the select's own value is the ISO code, which
 * is unique, and the form field gets the dialling code that the server expects.
 */
export function CountryCodeSelect({
  countries,
  loading,
  error,
  onChange,
  onBlur,
}: CountryCodeSelectProps) {
  const [iso, setIso] = useState<string | null>(null);
  const data = countries.map((country) => ({
    value: country.iso_code,
    label: countryLabel(country),
  }));
  return (
    <Select
      label="Country code"
      placeholder={loading ? 'Loading countries…' : 'Search by country or code'}
      data={data}
      value={iso}
      onChange={(value) => {
        setIso(value);
        onChange(countries.find((country) => country.iso_code === value)?.code ?? '');
      }}
      onBlur={onBlur}
      searchable
      nothingFoundMessage={loading ? 'Loading…' : 'No country found'}
      autoComplete="off"
      required
      error={error}
    />
  );
}
