import { Alert, Stack } from '@mantine/core';
import { AssignForm } from '@web/components/applications/assign-form';
import { useTakeVendorStep } from '../api/take-vendor-step';
import { useCommitteeChoices } from './committee-choices';
import type { VendorStepFormProps } from './step-form';

/** Hands the vendor application to a committee; assigning again hands it to another. */
export function AssignStep({ application }: VendorStepFormProps) {
  const assign = useTakeVendorStep(application.id, 'assign');
  const committees = useCommitteeChoices();
  return (
    <Stack gap="sm">
      {committees?.length === 0 && (
        <Alert color="yellow" title="No committee to choose from">
          Either no committee has been set up yet, or your role does not list committees: the list
          comes with the right to assign land applications. Ask an administrator.
        </Alert>
      )}
      <AssignForm application={application} committees={committees} take={assign.mutateAsync} />
    </Stack>
  );
}
