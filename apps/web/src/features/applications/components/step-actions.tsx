import { Alert, Paper, Stack, Title } from '@mantine/core';
import type { Application } from '@portal/shared/application-detail';
import type { ApplicationStage } from '@portal/shared/land-journey';
import type { ApplicationStep } from '@portal/shared/application-steps';
import { stepForms } from '../steps';

/** The stages that wait on a payment, and what each waits for. */
const WAITING_FOR_PAYMENT: Partial<Record<ApplicationStage, string>> = {
  submitted: 'Waiting for the registration fee to be paid',
  offer_issued: 'Waiting for the stand premium to be paid',
};

/**
 * The steps the viewer may take now, each with its form or confirmation: the server lists them in
 * `actions`, and the page offers those and no other (docs/product.md, "Parcel allocation").
 */
export function StepActions({ application }: { application: Application }) {
  const offered = application.actions.flatMap((action) => {
    const step = stepForms[action as ApplicationStep];
    return step ? [{ action, ...step }] : [];
  });
  const waiting = WAITING_FOR_PAYMENT[application.stage];
  if (offered.length === 0 && !waiting) return null;
  return (
    <Stack component="section" aria-labelledby="step-actions" gap="sm">
      <Title order={2} id="step-actions">
        What you can do
      </Title>
      {/* Nothing moves an unpaid application on but the payment: the page says so. */}
      {waiting && (
        <Alert color="blue" title={waiting}>
          {offered.length === 0
            ? 'No step can be taken until the invoice below is paid in full.'
            : 'The next step comes once the invoice below is paid in full.'}
        </Alert>
      )}
      {offered.map(({ action, label, Form }) => (
        <Paper key={action} withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={3}>{label}</Title>
            <Form application={application} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
