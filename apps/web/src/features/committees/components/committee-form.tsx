import { Stack, TextInput } from '@mantine/core';
import { CommitteeInputSchema, type CommitteeRecord } from '@portal/shared/committees';
import { FormActions } from '@web/components/form-actions';
import { useSaveAndGoBack } from '@web/components/use-save-and-go-back';
import { bindInput, useSchemaForm } from '@web/lib/form';
import { useCreateCommittee } from '../api/create-committee';
import { useUpdateCommittee } from '../api/update-committee';
import { committeePaths } from '../paths';
import { FormWithSummary } from '@web/components/form-with-summary';

type CommitteeFormProps = {
  /** The committee to change; without it the form creates one. */
  committee?: CommitteeRecord;
};

/**
 * Name and alias of a committee, for create-committee and edit-committee alike; a save goes back
 * to the list. The shared schema sends a blank alias as null, so erasing one removes it.
 */
export function CommitteeForm({ committee }: CommitteeFormProps) {
  const createCommittee = useCreateCommittee();
  const updateCommittee = useUpdateCommittee();
  const form = useSchemaForm(CommitteeInputSchema, {
    defaultValues: { name: committee?.name ?? '', alias: committee?.alias ?? '' },
  });
  const onSubmit = useSaveAndGoBack(form, committeePaths.list, (values) =>
    committee
      ? updateCommittee.mutateAsync({ id: committee.id, ...values })
      : createCommittee.mutateAsync(values),
  );

  return (
    <FormWithSummary form={form} onSubmit={onSubmit}>
      <Stack gap="md">
        <TextInput label="Name" required {...bindInput(form, 'name')} />
        <TextInput label="Alias (optional)" {...bindInput(form, 'alias')} />
        <FormActions form={form} cancelTo={committeePaths.list} />
      </Stack>
    </FormWithSummary>
  );
}
