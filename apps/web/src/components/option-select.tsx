import type { Option } from '@portal/shared/lookups';
import type { FieldValues } from 'react-hook-form';
import { FormSelect, type FormSelectProps } from './form-select';

type OptionSelectProps<T extends FieldValues> = Omit<FormSelectProps<T, number>, 'data'> & {
  options: Option[];
};

/** A select of reference-data options (id and name) bound to a form field that holds the id. */
export function OptionSelect<T extends FieldValues>({ options, ...props }: OptionSelectProps<T>) {
  return (
    <FormSelect<T, number>
      data={options.map((option) => ({ value: option.id, label: option.name }))}
      {...props}
    />
  );
}
