import { Paper, Stack, Title } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';

/**
 * The form or confirmation of each step an application's page offers, by the step's name; a
 * step answers the application, which then shows wherever it is cached.
 */
export type StepForms<Step extends string, A> = Partial<
  Record<Step, { label: string; Form: ComponentType<{ application: A }> }>
>;

type StepActionsProps<Step extends string, A extends { actions: string[] }> = {
  application: A;
  forms: StepForms<Step, A>;
  /** What the application waits for besides the viewer's steps, told whether any is offered. */
  notice?: (offering: boolean) => ReactNode;
};

/**
 * The steps the viewer may take now, each with its form or confirmation: the server lists them in
 * `actions`, and the page offers those and no other.
 */
export function StepActions<Step extends string, A extends { actions: string[] }>({
  application,
  forms,
  notice,
}: StepActionsProps<Step, A>) {
  const offered = application.actions.flatMap((action) => {
    const step = forms[action as Step];
    return step ? [{ action, ...step }] : [];
  });
  const told = notice?.(offered.length > 0);
  if (offered.length === 0 && !told) return null;
  return (
    <Stack component="section" aria-labelledby="step-actions" gap="sm">
      <Title order={2} id="step-actions">
        What you can do
      </Title>
      {told}
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
