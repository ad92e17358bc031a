import { TextInput } from '@mantine/core';
import type { CountryOption } from '@portal/shared/lookups';
import { useEffect } from 'react';
import { Controller, useWatch, type FieldPath, type FieldValues } from 'react-hook-form';
import { bindInput, fieldError, markChanged, type AnyForm } from '../lib/form';
import { CountryCodeSelect } from './country-code-select';

type PhoneFieldsProps<T extends FieldValues> = {
  /** A form with `country_code` and `phone` fields (or `names`), checked together by its schema. */
  form: AnyForm<T>;
  countries: CountryOption[];
  /** The countries are still loading; the fields are usable meanwhile. */
  loading: boolean;
  /** Whether a phone may be left out; then the country code is needed only with one. */
  optional?: boolean;
  /** 'off' where the number is someone else's: the browser would offer the user's own. */
  autoComplete?: 'tel-national' | 'off';
  /** The fields' names where the form calls them otherwise (an application's contact phone). */
  names?: { country_code: string; phone: string };
};

/**
 * A phone number and its country's dialling code (docs/product.md, "Accounts"). The shared schema
 * checks the number against the chosen country (record 0028), so choosing another country checks
 * the number already typed again.
 */
export function PhoneFields<T extends FieldValues>({
  form,
  countries,
  loading,
  optional = false,
  autoComplete = 'tel-national',
  names = { country_code: 'country_code', phone: 'phone' },
}: PhoneFieldsProps<T>) {
  const countryCode = names.country_code as FieldPath<T>;
  const phone = names.phone as FieldPath<T>;
  const typedPhone = useWatch({ control: form.control, name: phone }) as string | null | undefined;
  const chosenCode = useWatch({ control: form.control, name: countryCode }) as
    string | null | undefined;
  const codeMissing = Boolean(typedPhone) && !chosenCode;
  useEffect(() => {
    // A phone needs its country code: say so as soon as there is a phone without one, typed or
    // stored before codes were asked for, rather than leave Submit disabled unexplained.
    if (!codeMissing) return;
    markChanged(form, countryCode);
    void form.trigger(countryCode);
  }, [form, countryCode, codeMissing]);

  return (
    <>
      <Controller
        control={form.control}
        name={countryCode}
        render={({ field }) => (
          <CountryCodeSelect
            countries={countries}
            loading={loading}
            value={field.value as string | null | undefined}
            required={!optional || Boolean(typedPhone)}
            error={fieldError(form, countryCode)}
            onChange={(code) => {
              field.onChange(code);
              markChanged(form, countryCode);
              if (form.getValues(phone)) void form.trigger(phone);
            }}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
      <TextInput
        label={optional ? 'Phone (optional)' : 'Phone'}
        description="Digits only, without the country code."
        type="tel"
        inputMode="tel"
        autoComplete={autoComplete}
        required={!optional}
        {...bindInput(form, phone, [countryCode])}
      />
    </>
  );
}
