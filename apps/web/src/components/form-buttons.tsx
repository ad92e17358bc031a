import { Button, Group } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { SubmitButton } from './submit-button';
import type { AnyForm } from '../lib/form';

type FormButtonsProps<T extends FieldValues> = {
  form: AnyForm<T>;
  onCancel: () => void;
  /** The submit's words: what it does ('Fit the meter'). */
  children: string;
};

/** A dialog form's Cancel and its submit. */
export function FormButtons<T extends FieldValues>({
  form,
  onCancel,
  children,
}: FormButtonsProps<T>) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <SubmitButton form={form}>{children}</SubmitButton>
    </Group>
  );
}
