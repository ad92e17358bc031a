import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { WORKPLAN_STATUS_LABELS } from '@portal/shared/vendor-partnership-words';
import {
  ReturnNoteSchema,
  type Partnership,
  type Workplan,
} from '@portal/shared/vendor-partnerships';
import { useState } from 'react';
import { Link } from 'react-router';
import { ActionModal } from '@web/components/action-modal';
import { formatDate } from '@web/lib/format';
import { usePartnershipChanged } from '../api/partnerships';
import { approveWorkplan, returnWorkplan, submitWorkplan } from '../api/steps';
import { useStep } from '../api/use-step';
import { WorkplanStatusBadge } from '../components/badges';
import { TextStepForm } from '../forms/text-step-form';
import { partnershipPaths } from '../paths';
import { WorkplanDetails } from './workplan-details';

/** A version's heading: its number, status and what happened to it when. */
function VersionHeading({ plan }: { plan: Workplan }) {
  const when = plan.approved_at
    ? `approved on ${formatDate(plan.approved_at)}${plan.approved_by ? ` by ${plan.approved_by}` : ''}`
    : plan.submitted_at
      ? `submitted on ${formatDate(plan.submitted_at)}`
      : `last changed on ${formatDate(plan.updated_at)}`;
  return (
    <Group gap="sm" justify="space-between">
      <Title order={3} size="h4">
        Version {plan.version}
      </Title>
      <Group gap="xs">
        <WorkplanStatusBadge status={plan.status} />
        <Text size="sm">{when}</Text>
      </Group>
    </Group>
  );
}

/**
 * The year's workplan (docs/product.md, "The vendor partnership"): the version in force and the
 * one under way, with the steps the caller may take on them; earlier versions and years below.
 */
export function WorkplanSection({ partnership }: { partnership: Partnership }) {
  const { id, actions } = partnership;
  const step = useStep(id);
  const changed = usePartnershipChanged(id);
  const [returning, setReturning] = useState(false);
  const thisYear = partnership.workplans.filter((plan) => plan.year === partnership.year);
  const inForce = thisYear.find((plan) => plan.id === partnership.workplan_in_force);
  const underWay = thisYear.find((plan) => !['approved', 'superseded'].includes(plan.status));
  const earlier = partnership.workplans.filter((plan) => plan !== inForce && plan !== underWay);
  const workplanPath = partnershipPaths.workplan(id);
  return (
    <Stack gap="md">
      {!inForce && !underWay && (
        <Text>
          No workplan for year {partnership.year} yet. The vendor writes it; once staff approve it,
          each quarter is reviewed against its targets.
        </Text>
      )}
      <Group gap="sm">
        {actions.includes('write_workplan') && (
          <Button component={Link} to={workplanPath}>
            {inForce ? 'Revise the workplan' : 'Write the workplan'}
          </Button>
        )}
        {actions.includes('edit_workplan') && (
          <Button variant="default" component={Link} to={workplanPath}>
            Change the workplan
          </Button>
        )}
        {actions.includes('submit_workplan') && underWay && (
          <Button
            loading={step.busy}
            onClick={() => step.take(() => submitWorkplan({ id, wid: underWay.id }))}
          >
            Submit for approval
          </Button>
        )}
        {actions.includes('approve_workplan') && underWay && (
          <>
            <Button
              loading={step.busy}
              onClick={() => step.take(() => approveWorkplan({ id, wid: underWay.id }))}
            >
              Approve the workplan
            </Button>
            <Button variant="default" onClick={() => setReturning(true)}>
              Return it for changes
            </Button>
          </>
        )}
      </Group>
      {underWay && (
        <Paper withBorder p="md" radius="md">
          <Stack gap="md">
            <VersionHeading plan={underWay} />
            {underWay.status === 'returned' && underWay.return_note && (
              <Text>
                <strong>Returned because:</strong> {underWay.return_note}
              </Text>
            )}
            <WorkplanDetails plan={underWay} currency={partnership.currency} />
          </Stack>
        </Paper>
      )}
      {inForce && (
        <Paper withBorder p="md" radius="md">
          <Stack gap="md">
            <VersionHeading plan={inForce} />
            <Text size="sm">
              In force: quarters beginning from its approval are scored against it.
            </Text>
            <WorkplanDetails plan={inForce} currency={partnership.currency} />
          </Stack>
        </Paper>
      )}
      {earlier.length > 0 && (
        <Text size="sm">
          Earlier versions:{' '}
          {earlier
            .map(
              (plan) =>
                `year ${plan.year} version ${plan.version} (${WORKPLAN_STATUS_LABELS[plan.status].toLowerCase()})`,
            )
            .join('; ')}
          .
        </Text>
      )}
      <ActionModal
        opened={returning}
        onClose={() => setReturning(false)}
        title="Return the workplan for changes"
      >
        {underWay && (
          <TextStepForm
            schema={ReturnNoteSchema}
            name="note"
            label="What to change"
            description="The vendor reads this with the plan, and changes it before submitting again."
            required
            submitLabel="Return the workplan"
            send={(note) => returnWorkplan({ id, wid: underWay.id }, note)}
            onDone={() => {
              changed();
              setReturning(false);
            }}
            onCancel={() => setReturning(false)}
          />
        )}
      </ActionModal>
    </Stack>
  );
}
