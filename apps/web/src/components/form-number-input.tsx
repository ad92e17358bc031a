import { NumberInput, type NumberInputProps } from '@mantine/core';
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { fieldError, markChanged, type AnyForm } from '../lib/form';

type FormNumberInputProps<T extends FieldValues> = Omit<
  NumberInputProps,
  'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'form' | 'name'
> & {
  form: AnyForm<T>;
  /** A field holding a number (a shared `wholeNumber`). */
  name: FieldPath<T>;
};

/** What an input counting whole things takes: it refuses a fraction or a minus sign as typed. */
export const wholeNumberInput = { allowDecimal: false, allowNegative: false } as const;

/**
 * A number input bound to a form field. Mantine gives '' for an empty input: the field holds
 * nothing then, which the schema calls required. Values are not clamped to `min`/`max` on blur,
 * so the schema's message says what is wrong instead of the number silently changing.
 */
export function FormNumberInput<T extends FieldValues>({
  form,
  name,
  ...props
}: FormNumberInputProps<T>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          value={(field.value as number | undefined) ?? ''}
          onChange={(value) => {
            field.onChange(typeof value === 'number' ? value : undefined);
            markChanged(form, name);
          }}
          onBlur={field.onBlur}
          ref={field.ref}
          data-field={name}
          error={fieldError(form, name)}
          clampBehavior="none"
          {...props}
        />
      )}
    />
  );
}
