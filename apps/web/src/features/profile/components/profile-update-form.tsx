import { Stack, TextInput } from '@mantine/core';
import type { CountryOption } from '@portal/shared/lookups';
import { ProfileUpdateSchema, type Profile } from '@portal/shared/profile';
import { PhoneFields } from '@web/components/phone-fields';
import { SubmitButton } from '@web/components/submit-button';
import { bindInput, submitWith, useSchemaForm } from '@web/lib/form';
import { notify } from '@web/lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import { FormWithSummary } from '@web/components/form-with-summary';

type ProfileUpdateFormProps = {
  /** The signed-in user's id, which is the profile's. */
  userId: number;
  /** Prefills the form once loaded; the form can be filled in before that. */
  profile: Profile | undefined;
  countries: CountryOption[];
  loadingCountries: boolean;
};

/** What a user edits about themself: their phone with its country code, and their designation. */
export function ProfileUpdateForm({
  userId,
  profile,
  countries,
  loadingCountries,
}: ProfileUpdateFormProps) {
  const updateProfile = useUpdateProfile();
  const form = useSchemaForm(ProfileUpdateSchema, {
    defaultValues: { id: userId, country_code: '', phone: '', designation: '' },
    values: profile
      ? {
          id: profile.id,
          country_code: profile.country_code ?? '',
          phone: profile.phone ?? '',
          designation: profile.designation ?? '',
        }
      : undefined,
    // A profile that arrives (or is refreshed) while the user types keeps what they typed.
    resetOptions: { keepDirtyValues: true },
  });
  const onSubmit = submitWith(form, async (values) => {
    const answer = await updateProfile.mutateAsync(values);
    notify.success(answer.message);
  });

  return (
    <FormWithSummary form={form} onSubmit={onSubmit}>
      <Stack gap="md" maw={420}>
        <PhoneFields form={form} countries={countries} loading={loadingCountries} />
        <TextInput
          label="Designation"
          autoComplete="organization-title"
          required
          {...bindInput(form, 'designation')}
        />
        <SubmitButton form={form}>Update Profile</SubmitButton>
      </Stack>
    </FormWithSummary>
  );
}
