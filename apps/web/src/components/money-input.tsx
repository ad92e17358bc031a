import { TextInput } from '@mantine/core';
import { parseMajorUnits } from '@portal/shared/money-format';
import { useState } from 'react';
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { fieldError, markChanged, type AnyForm } from '../lib/form';

type MoneyInputProps<T extends FieldValues> = {
  form: AnyForm<T>;
  /** A field holding minor units (cents), as every call sends money. */
  name: FieldPath<T>;
  label: string;
  description?: string;
  required?: boolean;
};

const typedMessage = 'Enter an amount such as 15000 or 15,000.50.';
// As a person writes it, thousands grouped, cents only when there are some: '2,500,000.50'.
const majorUnits = (cents: number) =>
  new Intl.NumberFormat('en', {
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);

/**
 * An amount typed as a person says it ('250,000.50') and held in cents, as every call sends money
 * (docs/product.md, "Parcel allocation", Money): what cannot be read as an amount, or nothing at
 * all, stays out of the cents, which the shared schema then refuses; the field says how to type it
 * rather than speaking of cents.
 */
export function MoneyInput<T extends FieldValues>({
  form,
  name,
  label,
  description,
  required = false,
}: MoneyInputProps<T>) {
  const stored = form.getValues(name) as unknown;
  const [typed, setTyped] = useState(typeof stored === 'number' ? majorUnits(stored) : '');
  const unreadable = parseMajorUnits(typed) === null;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <TextInput
          label={label}
          description={description}
          inputMode="decimal"
          autoComplete="off"
          required={required}
          value={typed}
          onChange={(event) => {
            const text = event.currentTarget.value;
            setTyped(text);
            field.onChange(text.trim() === '' ? undefined : (parseMajorUnits(text) ?? text));
            markChanged(form, name);
          }}
          onBlur={field.onBlur}
          ref={field.ref}
          data-field={name}
          error={unreadable && fieldError(form, name) ? typedMessage : fieldError(form, name)}
        />
      )}
    />
  );
}
