import { Select } from '@mantine/core';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type FilterSelectProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  data: { value: string; label: string }[];
  error?: string;
};

/**
 * One of a list's filters chosen from a list: "Any" when empty, held as text in the filter form
 * as the address holds it (record 0026), the schema's or the server's refusal under it.
 */
export function FilterSelect<T extends FieldValues>({
  control,
  name,
  label,
  data,
  error,
}: FilterSelectProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
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
          error={error}
        />
      )}
    />
  );
}
