import { Paper, Stack, Title } from '@mantine/core';
import type { Application, ApplicationStep } from '@portal/shared/applications';
import { stepForms } from '../steps';

/**
 * The steps the viewer may take now, each with its form or confirmation: the server lists them in
 * `actions`, and the page offers those and no other (docs/product.md, "Parcel allocation").
 */
export function StepActions({ application }: { application: Application }) {
  const offered = application.actions.flatMap((action) => {
    const step = stepForms[action as ApplicationStep];
    return step ? [{ action, ...step }] : [];
  });
  if (offered.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="step-actions" gap="sm">
      <Title order={2} id="step-actions">
        What you can do
      </Title>
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
