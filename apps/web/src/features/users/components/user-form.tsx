import { Checkbox, Group, PasswordInput, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { CountryOption } from '@portal/shared/lookups';
import type { CommitteeMembership, UserLookups, UserRecord } from '@portal/shared/users';
import { Controller, useWatch } from 'react-hook-form';
import { OptionSelect } from '@web/components/option-select';
import { PhoneFields } from '@web/components/phone-fields';
import { FormActions } from '@web/components/form-actions';
import { useSaveAndGoBack } from '@web/components/use-save-and-go-back';
import { bindInput, fieldError, markChanged, useSchemaForm } from '@web/lib/form';
import { useCreateUser } from '../api/create-user';
import { useUpdateUser } from '../api/update-user';
import { userPaths } from '../paths';
import { CommitteesField } from './committees-field';
import {
  userFormDefaults,
  userFormSchema,
  type UserFormInput,
  type UserFormOutput,
} from './user-form-values';
import { FormWithSummary } from '@web/components/form-with-summary';

type UserFormProps = {
  /** The select lists of the user forms. */
  lookups: UserLookups;
  /** The user to change; without it the form creates one. */
  user?: UserRecord;
  /** The country select's list (the register form's), usable while it loads. */
  countries: CountryOption[];
  loadingCountries: boolean;
};

/**
 * The fields of a user (docs/product.md, "Validation"), for create-user and edit-user alike; edit
 * adds a reset-password checkbox. A save goes back to the list.
 */
export function UserForm({ lookups, user, countries, loadingCountries }: UserFormProps) {
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const form = useSchemaForm<UserFormInput, UserFormOutput>(userFormSchema(user), {
    defaultValues: userFormDefaults(user),
  });
  const membership = useWatch({ control: form.control, name: 'member_of_a_committee' });
  const onSubmit = useSaveAndGoBack(form, userPaths.list, (values) =>
    'id' in values ? updateUser.mutateAsync(values) : createUser.mutateAsync(values),
  );

  const answerMembership = (answer: CommitteeMembership) => {
    // A non-member sits on no committee (shared schema): No also empties the list it hides.
    const committees = answer === 'Yes' ? form.getValues('committees') : [];
    form.setValue('committees', committees, { shouldTouch: true, shouldValidate: true });
  };

  return (
    <FormWithSummary form={form} onSubmit={onSubmit}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <OptionSelect
            form={form}
            name="account_type"
            label="Account type"
            placeholder="Choose an account type"
            options={lookups.account_types}
            required
          />
          <OptionSelect
            form={form}
            name="role"
            label="Role"
            placeholder="Choose a role"
            options={lookups.roles}
            required
          />
          <TextInput label="Name" autoComplete="off" required {...bindInput(form, 'name')} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="off"
            required
            {...bindInput(form, 'email')}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="member_of_a_committee"
          render={({ field }) => (
            <Radio.Group<CommitteeMembership>
              label="Member of a committee"
              value={field.value ?? null}
              onChange={(answer) => {
                field.onChange(answer);
                markChanged(form, 'member_of_a_committee');
                answerMembership(answer);
              }}
              onBlur={field.onBlur}
              ref={field.ref}
              required
              error={fieldError(form, 'member_of_a_committee')}
            >
              <Group mt="xs">
                <Radio value="Yes" label="Yes" />
                <Radio value="No" label="No" />
              </Group>
            </Radio.Group>
          )}
        />
        {membership === 'Yes' && <CommitteesField form={form} lookups={lookups} />}
        <PasswordInput
          label="Password (optional)"
          description={
            user
              ? 'Leave it blank to keep the current password. A new one signs the user out.'
              : 'Leave it blank to mail the user a link to choose one.'
          }
          autoComplete="new-password"
          {...bindInput(form, 'password')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PhoneFields
            form={form}
            countries={countries}
            loading={loadingCountries}
            optional
            autoComplete="off"
          />
        </SimpleGrid>
        {user && (
          <Checkbox
            label="Reset password"
            description="Mails the user a link to choose a new password, and signs them out."
            {...bindInput(form, 'reset_password')}
          />
        )}
        <FormActions form={form} cancelTo={userPaths.list} />
      </Stack>
    </FormWithSummary>
  );
}
