import { Button, Group } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { Link } from 'react-router';
import type { AnyForm } from '../lib/form';
import { SubmitButton } from './submit-button';

type FormActionsProps<T extends FieldValues> = { form: AnyForm<T>; cancelTo: string };

/** Cancel (back to `cancelTo`) and Submit, the foot of every back-office form. */
export function FormActions<T extends FieldValues>({ form, cancelTo }: FormActionsProps<T>) {
  return (
    <Group justify="flex-end">
      <Button variant="default" component={Link} to={cancelTo}>
        Cancel
      </Button>
      <SubmitButton form={form}>Submit</SubmitButton>
    </Group>
  );
}
