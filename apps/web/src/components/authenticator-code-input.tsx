import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * A 6-digit code of an authenticator app: a phone shows the digit keypad, and a browser or
 * password manager that holds the account's one-time codes may fill it in.
 */
export function AuthenticatorCodeInput(props: TextInputProps) {
  return (
    <TextInput inputMode="numeric" autoComplete="one-time-code" maxLength={6} required {...props} />
  );
}
