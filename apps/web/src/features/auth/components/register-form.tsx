import { Anchor, Checkbox, Select, Stack, Text, TextInput } from '@mantine/core';
import { RegisterSchema } from '@portal/shared/auth';
import type { CountryOption, Option } from '@portal/shared/lookups';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import { PhoneFields } from '@web/components/phone-fields';
import { SubmitButton } from '@web/components/submit-button';
import { bindInput, fieldError, markChanged, submitWith, useSchemaForm } from '@web/lib/form';
import { notify } from '@web/lib/toast';
import { useRegister } from '../api/register';
import { NewPasswordFields } from './new-password-fields';
import { FormWithSummary } from '@web/components/form-with-summary';

type RegisterFormProps = {
  accountTypes: Option[];
  countries: CountryOption[];
  /** The select lists are still loading; the form is usable meanwhile. */
  loading: boolean;
  /** Called with the registered email, which the sign-in form then holds. */
  onSuccess: (email: string) => void;
};

const termsLabel = (
  <>
    I accept the{' '}
    {/* A new tab, so that reading the terms does not throw the filled-in form away. */}
    <Anchor component={Link} to="/landing/terms-of-service" target="_blank" rel="noopener" inherit>
      terms of service
    </Anchor>
  </>
);

/**
 * Self-registration (docs/product.md, "Accounts"): the account is created with role 2, to be
 * verified.
 */
export function RegisterForm({ accountTypes, countries, loading, onSuccess }: RegisterFormProps) {
  const register = useRegister();
  const form = useSchemaForm(RegisterSchema, {
    defaultValues: {
      account_type: undefined,
      name: '',
      email: '',
      country_code: '',
      phone: '',
      password: '',
      password_confirmation: '',
      accept_terms: undefined,
    },
  });
  const onSubmit = submitWith(form, async (values) => {
    const answer = await register.mutateAsync(values);
    notify.success(answer.message);
    onSuccess(values.email);
  });

  return (
    <FormWithSummary form={form} onSubmit={onSubmit}>
      <Stack gap="md">
        <Controller
          control={form.control}
          name="account_type"
          render={({ field }) => (
            <Select<number>
              label="Account type"
              placeholder={loading ? 'Loading account types…' : 'Choose an account type'}
              data={accountTypes.map((type) => ({ value: type.id, label: type.name }))}
              value={field.value ?? null}
              onChange={(value) => {
                field.onChange(value ?? undefined);
                markChanged(form, 'account_type');
              }}
              onBlur={field.onBlur}
              ref={field.ref}
              required
              error={fieldError(form, 'account_type')}
            />
          )}
        />
        <TextInput label="Name" autoComplete="name" required {...bindInput(form, 'name')} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...bindInput(form, 'email')}
        />
        <PhoneFields form={form} countries={countries} loading={loading} />
        <NewPasswordFields form={form} label="Password" />
        <Checkbox label={termsLabel} {...bindInput(form, 'accept_terms')} />
        <SubmitButton form={form} fullWidth>
          Register
        </SubmitButton>
        <Text ta="center" fz="sm">
          Already have an account?{' '}
          <Anchor component={Link} to="/auth/login" inherit>
            Login
          </Anchor>
        </Text>
      </Stack>
    </FormWithSummary>
  );
}
