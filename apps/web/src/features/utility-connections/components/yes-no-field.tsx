import { Group, Radio } from '@mantine/core';
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { fieldError, markChanged, type AnyForm } from '@web/lib/form';

type YesNoFieldProps<T extends FieldValues> = {
  form: AnyForm<T>;
  /** A field holding true or false. */
  name: FieldPath<T>;
  label: string;
  description: string;
};

/** A yes-or-no question as two radio buttons, grouped under their question. */
export function YesNoField<T extends FieldValues>({
  form,
  name,
  label,
  description,
}: YesNoFieldProps<T>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Radio.Group
          label={label}
          description={description}
          required
          value={field.value === true ? 'yes' : field.value === false ? 'no' : ''}
          onChange={(value) => {
            field.onChange(value === 'yes');
            markChanged(form, name);
          }}
          error={fieldError(form, name)}
          data-field={name}
        >
          <Group gap="lg" mt="xs">
            <Radio value="yes" label="Yes" ref={field.ref} />
            <Radio value="no" label="No" />
          </Group>
        </Radio.Group>
      )}
    />
  );
}
