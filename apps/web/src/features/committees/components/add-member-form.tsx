import { Group, Select, TextInput, Title } from '@mantine/core';
import { CommitteeMemberInputSchema } from '@portal/shared/committees';
import { CommitteeRole } from '@portal/shared/constants';
import { Controller } from 'react-hook-form';
import { FormWithSummary } from '@web/components/form-with-summary';
import { SubmitButton } from '@web/components/submit-button';
import { bindInput, fieldError, markChanged, submitWith, useSchemaForm } from '@web/lib/form';
import { notify } from '@web/lib/toast';
import { useCommitteeMembers } from '../api/committee-members';

// The committee roles are seeded with fixed ids (docs/product.md, "Records"): no call to list them.
const ROLE_OPTIONS = Object.entries(CommitteeRole).map(([label, id]) => ({
  value: String(id),
  label,
}));

/** Seats someone on the committee by their account's email, in a committee role. */
export function AddMemberForm({ committeeId }: { committeeId: number }) {
  const { add } = useCommitteeMembers(committeeId);
  const form = useSchemaForm(CommitteeMemberInputSchema, {
    defaultValues: { email: '', role: CommitteeRole.Member },
  });
  const onSubmit = submitWith(form, async (values) => {
    const answer = await add.mutateAsync(values);
    notify.success(answer.message);
    form.reset();
  });
  return (
    <FormWithSummary form={form} onSubmit={onSubmit} aria-labelledby="add-member">
      <Title order={3} size="h4" id="add-member" mb="sm">
        Add a member
      </Title>
      <Group align="flex-start" gap="sm">
        <TextInput
          label="Email of their account"
          type="email"
          required
          flex="1 1 14rem"
          {...bindInput(form, 'email')}
        />
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <Select
              label="Committee role"
              data={ROLE_OPTIONS}
              value={field.value === undefined ? null : String(field.value)}
              onChange={(value) => {
                field.onChange(value === null ? undefined : Number(value));
                markChanged(form, 'role');
              }}
              onBlur={field.onBlur}
              ref={field.ref}
              allowDeselect={false}
              required
              w="10rem"
              error={fieldError(form, 'role')}
            />
          )}
        />
        <SubmitButton form={form} mt={{ base: 0, xs: 25 }}>
          Add member
        </SubmitButton>
      </Group>
    </FormWithSummary>
  );
}
