import { Select, type SelectProps } from '@mantine/core';
import type { Option } from '@portal/shared/lookups';
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { fieldError, markChanged, type AnyForm } from '../lib/form';

type OptionSelectProps<T extends FieldValues> = Omit<
  SelectProps<number>,
  'data' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'form' | 'name'
> & {
  form: AnyForm<T>;
  /** A field holding the chosen option's id (a shared `requiredId`). */
  name: FieldPath<T>;
  options: Option[];
};

/** A select of reference-data options (id and name) bound to a form field that holds the id. */
export function OptionSelect<T extends FieldValues>({
  form,
  name,
  options,
  ...props
}: OptionSelectProps<T>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select<number>
          data={options.map((option) => ({ value: option.id, label: option.name }))}
          value={(field.value as number | undefined) ?? null}
          onChange={(value) => {
            // An emptied select holds nothing, which the schema calls required.
            field.onChange(value ?? undefined);
            markChanged(form, name);
          }}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldError(form, name)}
          {...props}
        />
      )}
    />
  );
}
