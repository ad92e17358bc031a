import { Button, Fieldset, Group, Input, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFieldArray, type ArrayPath, type FieldArray, type FieldValues } from 'react-hook-form';
import { fieldError, type AnyForm } from '../lib/form';

type RowsFieldProps<T extends FieldValues, Name extends ArrayPath<T>> = {
  form: AnyForm<T>;
  name: Name;
  label: string;
  description?: string;
  /** What one row is called, in its legend and its buttons: 'lead' gives 'Lead 2', 'Add a lead'. */
  noun: string;
  /** A new row, empty where the person has still to write. */
  blank: () => FieldArray<T, Name>;
  max: number;
  /** The inputs of row `index`. */
  children: (index: number) => ReactNode;
};

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A list of like rows in a form, a fieldset each, to add and remove: the leads of a workplan, the
 * findings of an audit. The list's own message (too few, too many) shows under its description.
 */
export function RowsField<T extends FieldValues, Name extends ArrayPath<T>>({
  form,
  name,
  label,
  description,
  noun,
  blank,
  max,
  children,
}: RowsFieldProps<T, Name>) {
  const rows = useFieldArray({ control: form.control, name });
  const error = fieldError(form, name as never);
  const article = /^[aeiou]/i.test(noun) ? 'an' : 'a';
  return (
    <Stack gap="sm" data-field={name}>
      <Stack gap={2}>
        {/* A field's label and description, over the rows they speak of. */}
        <Input.Label labelElement="div">{label}</Input.Label>
        {description && <Input.Description>{description}</Input.Description>}
        {error && <Input.Error>{error}</Input.Error>}
      </Stack>
      {rows.fields.map((row, index) => (
        <Fieldset key={row.id} legend={`${capitalised(noun)} ${index + 1}`} variant="filled">
          <Stack gap="sm">
            {children(index)}
            <Group>
              <Button
                variant="default"
                size="xs"
                aria-label={`Remove ${noun} ${index + 1}`}
                onClick={() => rows.remove(index)}
              >
                Remove
              </Button>
            </Group>
          </Stack>
        </Fieldset>
      ))}
      <Group>
        <Button
          variant="default"
          onClick={() => rows.append(blank())}
          disabled={rows.fields.length >= max}
        >
          Add {article} {noun}
        </Button>
      </Group>
    </Stack>
  );
}
