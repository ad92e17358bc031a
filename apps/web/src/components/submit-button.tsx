import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

type SubmitButtonProps<T extends FieldValues> = ButtonProps & {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<T, any, any>;
  children: ReactNode;
};

/**
 * A form's submit button: disabled while the form is invalid (docs/product.md, "Validation") or
 * submitting.
 */
export function SubmitButton<T extends FieldValues>({
  form,
  children,
  ...props
}: SubmitButtonProps<T>) {
  const { isValid, isSubmitting } = form.formState;
  return (
    <Button type="submit" disabled={!isValid || isSubmitting} {...props}>
      {children}
    </Button>
  );
}
