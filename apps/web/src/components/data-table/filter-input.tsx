import { TextInput, type TextInputProps } from '@mantine/core';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

type FilterInputProps<T extends FieldValues> = Omit<TextInputProps, 'form' | 'name' | 'error'> & {
  form: UseFormReturn<T>;
  name: FieldPath<T>;
};

/** One of a list's filters typed in, the schema's or the server's refusal under it. */
export function FilterInput<T extends FieldValues>({ form, name, ...props }: FilterInputProps<T>) {
  return (
    <TextInput
      {...props}
      {...form.register(name)}
      error={form.getFieldState(name, form.formState).error?.message}
    />
  );
}
