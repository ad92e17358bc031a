import { Select } from '@mantine/core';
import { Controller, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';

type FilterSelectProps<T extends FieldValues> = {
  form: UseFormReturn<T>;
  name: FieldPath<T>;
  label: string;
  data: { value: string; label: string }[];
};

/**
 * One of a list's filters chosen from a list: "Any" when empty, held as text in the filter form
 * as the address holds it (record 0026), the schema's or the server's refusal under it.
 */
export function FilterSelect<T extends FieldValues>({
  form,
  name,
  label,
  data,
}: FilterSelectProps<T>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          placeholder="Any"
          data={data}
          searchable
          clearable
          value={(field.value as string) || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
