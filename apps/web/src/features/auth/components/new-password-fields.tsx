import { PasswordInput } from '@mantine/core';
import type { FieldPath } from 'react-hook-form';
import { bindInput, type AnyForm } from '@web/lib/form';

type PasswordPair = { password: string; password_confirmation: string };

type NewPasswordFieldsProps<T extends PasswordPair> = {
  form: AnyForm<T>;
  /** "Password" when registering, "New password" when replacing one. */
  label: string;
};

/**
 * A new password and its confirmation: the fields of the shared `withPasswordConfirmation` rule
 * (register, recover, change). The confirmation is checked again whenever the password changes.
 */
export function NewPasswordFields<T extends PasswordPair>({
  form,
  label,
}: NewPasswordFieldsProps<T>) {
  const password = 'password' as FieldPath<T>;
  const confirmation = 'password_confirmation' as FieldPath<T>;
  return (
    <>
      <PasswordInput
        label={label}
        autoComplete="new-password"
        required
        {...bindInput(form, password, [confirmation])}
      />
      <PasswordInput
        label="Confirm password"
        autoComplete="new-password"
        required
        {...bindInput(form, confirmation)}
      />
    </>
  );
}
