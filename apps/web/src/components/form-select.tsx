import { Select, type SelectProps } from '@mantine/core';
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { fieldError, markChanged, type AnyForm } from '../lib/form';

export type FormSelectProps<T extends FieldValues, V extends string | number> = Omit<
  SelectProps<V>,
  'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'form' | 'name'
> & {
  form: AnyForm<T>;
  /** A field holding the chosen value: an option's id, or one of a fixed list of words. */
  name: FieldPath<T>;
};

/** A select bound to a form field that holds the chosen option's value. */
export function FormSelect<T extends FieldValues, V extends string | number>({
  form,
  name,
  ...props
}: FormSelectProps<T, V>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select<V>
          value={(field.value as V | undefined) ?? null}
          onChange={(value) => {
            // An emptied select holds nothing, which the schema calls required.
            field.onChange(value ?? undefined);
            markChanged(form, name);
          }}
          onBlur={field.onBlur}
          ref={field.ref}
          data-field={name}
          error={fieldError(form, name)}
          {...props}
        />
      )}
    />
  );
}
