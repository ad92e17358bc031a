import { Stack, TextInput } from '@mantine/core';
import { ProfileUpdateSchema, type Profile } from '@portal/shared/profile';
import { SubmitButton } from '../../../components/submit-button';
import { bindInput, submitWith, useSchemaForm } from '../../../lib/form';
import { notify } from '../../../lib/toast';
import { useUpdateProfile } from '../api/update-profile';

type ProfileUpdateFormProps = {
  /** The signed-in user's id, which is the profile's. */
  userId: number;
  /** Prefills the form once loaded; the form can be filled in before that. */
  profile: Profile | undefined;
};

/** Phone and designation, the two fields a user edits about themself. */
export function ProfileUpdateForm({ userId, profile }: ProfileUpdateFormProps) {
  const updateProfile = useUpdateProfile();
  const form = useSchemaForm(ProfileUpdateSchema, {
    defaultValues: { id: userId, phone: '', designation: '' },
    values: profile
      ? { id: profile.id, phone: profile.phone ?? '', designation: profile.designation ?? '' }
      : undefined,
    // A profile that arrives (or is refreshed) while the user types keeps what they typed.
    resetOptions: { keepDirtyValues: true },
  });
  const onSubmit = submitWith(form, async (values) => {
    const answer = await updateProfile.mutateAsync(values);
    notify.success(answer.message);
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md" maw={420}>
        <TextInput
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          required
          {...bindInput(form, 'phone')}
        />
        <TextInput
          label="Designation"
          autoComplete="organization-title"
          required
          {...bindInput(form, 'designation')}
        />
        <SubmitButton form={form}>Update Profile</SubmitButton>
      </Stack>
    </form>
  );
}
