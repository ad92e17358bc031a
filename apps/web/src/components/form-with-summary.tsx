import type { ComponentPropsWithoutRef, FormEventHandler, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { AnyForm } from '../lib/form';
import { ErrorSummary, type Problem } from './error-summary';

type FormWithSummaryProps<T extends FieldValues> = Omit<
  ComponentPropsWithoutRef<'form'>,
  'noValidate' | 'onSubmit'
> & {
  form: AnyForm<T>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Problems of fields the page does not show, for the summary. */
  problems?: Problem[];
  children: ReactNode;
};

/**
 * Every form of the app: the browser's own checks off (the shared schema says what is wrong, in
 * the product's words), and the error summary above the fields once a submit fails (record 0044).
 */
export function FormWithSummary<T extends FieldValues>({
  form,
  problems,
  children,
  ...props
}: FormWithSummaryProps<T>) {
  return (
    <form noValidate {...props}>
      <ErrorSummary form={form} more={problems} />
      {children}
    </form>
  );
}
