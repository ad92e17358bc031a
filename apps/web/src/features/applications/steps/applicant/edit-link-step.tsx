import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { applicationPaths } from '@web/features/applications/paths';
import type { StepFormProps } from '../step-form';

/**
 * Editing and submitting happen in the stepped form, whose last step submits: the page leads
 * there, and offers no separate Submit (a draft's `submit` comes with its `edit`).
 */
export function EditLinkStep({ application }: StepFormProps) {
  return (
    <Group justify="space-between">
      <Text>
        {application.stage === 'draft'
          ? 'Your draft is saved. Complete it, then check your answers and submit.'
          : 'Make the corrections the authority asks for; your changes are saved as you go.'}
      </Text>
      <Button component={Link} to={applicationPaths.edit(application.id)}>
        Continue your application
      </Button>
    </Group>
  );
}
