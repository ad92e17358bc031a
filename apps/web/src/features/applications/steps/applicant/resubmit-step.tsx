import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { ApiError } from '@web/lib/http-client';
import { notify } from '@web/lib/toast';
import { useTakeStep } from '@web/features/applications/api/take-step';
import { applicationPaths } from '@web/features/applications/paths';
import type { StepFormProps } from '../step-form';

/** Sends a corrected application back to the committee, once the applicant confirms. */
export function ResubmitStep({ application }: StepFormProps) {
  const resubmit = useTakeStep(application.id, 'resubmit');
  const [asking, setAsking] = useState(false);
  const confirm = async () => {
    try {
      const answer = await resubmit.mutateAsync({});
      notify.success(answer.message);
    } catch (error) {
      // Still incomplete (422: the form's check page says what) or no longer possible (409).
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setAsking(false);
    }
  };
  return (
    <>
      <Text>Once you have made the corrections asked for, send the application back.</Text>
      <Group>
        <Button variant="default" component={Link} to={applicationPaths.edit(application.id)}>
          Correct your application
        </Button>
        <Button onClick={() => setAsking(true)}>Send back for evaluation</Button>
      </Group>
      <ConfirmDialog
        opened={asking}
        busy={resubmit.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => void confirm()}
        title="Send back for evaluation?"
        confirmLabel="Send back"
      >
        The committee evaluates the application as it now stands; you cannot change it meanwhile.
      </ConfirmDialog>
    </>
  );
}
