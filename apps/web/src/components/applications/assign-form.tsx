import { Alert } from '@mantine/core';
import { applicationMessages } from '@portal/shared/application-messages';
import type { ApplicationOptions } from '@portal/shared/application-options';
import { AssignSchema } from '@portal/shared/application-step-bodies';
import { FormSelect } from '@web/components/form-select';
import { useSchemaForm } from '@web/lib/form';
import { StepFormShell } from './step-form-shell';

type Person = { id: number; name: string };

type AssignFormProps = {
  application: { committee: Person | null; applicant: Person | null };
  /** The committees to choose from, with who sits on each; undefined while they load. */
  committees: ApplicationOptions['committees'] | undefined;
  take: (values: { committee_id: number }) => Promise<{ message: string }>;
};

const members = (count: number) => `${count} ${count === 1 ? 'member' : 'members'}`;

/** Hands the application to a committee, whose members are mailed to score it. */
export function AssignForm({ application, committees = [], take }: AssignFormProps) {
  const form = useSchemaForm(AssignSchema, {
    defaultValues: { committee_id: application.committee?.id },
  });
  const chosen = committees.find((committee) => committee.id === form.watch('committee_id'));
  const { applicant } = application;
  // The applicant may sit on the committee chosen: they will be left out of its evaluation.
  const sitting = applicant && chosen?.member_ids.includes(applicant.id) ? chosen : null;
  return (
    <StepFormShell form={form} take={take} submitLabel="Assign">
      <FormSelect
        form={form}
        name="committee_id"
        label="Committee"
        placeholder="Choose the committee to evaluate it"
        // A committee without members would leave the application with no one to score it.
        data={committees.map((committee) => ({
          value: committee.id,
          label: `${committee.name} (${members(committee.members)})`,
          disabled: committee.members === 0,
        }))}
        searchable
        required
      />
      {applicant && sitting && (
        <Alert color="yellow" title="The applicant sits on this committee">
          {applicationMessages.applicantOnCommittee(applicant.name, sitting.name)}
        </Alert>
      )}
    </StepFormShell>
  );
}
