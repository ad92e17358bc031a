import { Alert, Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import { PARTNERSHIP_STATUS_LABELS } from '@portal/shared/vendor-partnership-words';
import { TerminationInputSchema, type Partnership } from '@portal/shared/vendor-partnerships';
import { useState } from 'react';
import { Link } from 'react-router';
import { ActionModal } from '@web/components/action-modal';
import { PageSection } from '@web/components/page-section';
import { formatDay } from '@web/lib/format';
import { useCurrentUser } from '@web/lib/session';
import { usePartnershipChanged } from '../api/partnerships';
import { terminate } from '../api/steps';
import { RenewalForm } from '../forms/renewal-form';
import { TextStepForm } from '../forms/text-step-form';
import { nextSteps } from '../next-steps';
import { AuditsSection } from './audits-section';
import { CorrectiveActionsSection } from './corrective-actions-section';
import { PartnershipFacts } from './partnership-facts';
import { ReturnsSection } from './returns-section';
import { ReviewsSection } from './reviews-section';
import { TargetsSection } from './targets-section';
import { WorkplanSection } from './workplan-section';

/** What the caller has to do here now, each leading to where it is done. */
function ToDo({ partnership }: { partnership: Partnership }) {
  const steps = nextSteps(partnership, useCurrentUser()?.id ?? 0);
  if (steps.length === 0) return null;
  return (
    <Alert color="blue" title="To do">
      <List spacing={4}>
        {steps.map((step) => (
          <List.Item key={step.text}>
            <Anchor component={Link} to={step.to}>
              {step.text}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** The end of the year's decision, once its reviews allow it; or the decision taken. */
function Renewal({ partnership }: { partnership: Partnership }) {
  const changed = usePartnershipChanged(partnership.id);
  const [deciding, setDeciding] = useState(false);
  if (!partnership.actions.includes('decide_renewal')) return null;
  return (
    <PageSection title="Renewal">
      <Text>
        The year&apos;s four quarterly reviews are finalised: decide whether the partnership goes
        on. The decision letter is issued to the vendor and can be checked by its code.
      </Text>
      <Group>
        <Button onClick={() => setDeciding(true)}>Decide the renewal</Button>
      </Group>
      <ActionModal opened={deciding} onClose={() => setDeciding(false)} title="Decide the renewal">
        <RenewalForm
          partnership={partnership}
          onDone={() => {
            changed();
            setDeciding(false);
          }}
          onCancel={() => setDeciding(false)}
        />
      </ActionModal>
    </PageSection>
  );
}

/** Ending the partnership before its term, for whoever decides: asked with its reason. */
function Termination({ partnership }: { partnership: Partnership }) {
  const changed = usePartnershipChanged(partnership.id);
  const [ending, setEnding] = useState(false);
  if (!partnership.actions.includes('terminate')) return null;
  const close = () => setEnding(false);
  return (
    <PageSection title="Termination">
      <Text>
        The authority may end the partnership before its term. It ends today: the vendor&apos;s
        solutions leave the public register at once, and a letter with your reason is issued.
      </Text>
      <Group>
        <Button color="red.9" variant="outline" onClick={() => setEnding(true)}>
          Terminate the partnership
        </Button>
      </Group>
      <ActionModal opened={ending} onClose={close} title="Terminate the partnership">
        <TextStepForm
          schema={TerminationInputSchema}
          name="reason"
          label="Reason"
          description="The termination letter gives it to the vendor. This cannot be undone."
          required
          submitLabel="Terminate the partnership"
          send={(reason) => terminate(partnership.id, reason)}
          onDone={() => {
            changed();
            close();
          }}
          onCancel={close}
        />
      </ActionModal>
    </PageSection>
  );
}

/**
 * One vendor partnership (docs/product.md, "The vendor partnership"): what there is to do, its
 * facts, the year's targets against results, the workplan, the quarterly reviews and their
 * corrective actions, the revenue returns, the data-security audits and, at the year's end, the
 * renewal; whoever decides may also end it before its term. Each caller is offered the steps the server says they may take.
 */
export function PartnershipPage({ partnership }: { partnership: Partnership }) {
  const ended = partnership.status === 'not_renewed' || partnership.status === 'terminated';
  return (
    <Stack gap="xl">
      {ended && (
        <Alert color="gray" title={PARTNERSHIP_STATUS_LABELS[partnership.status]}>
          {partnership.status === 'terminated'
            ? `The partnership was terminated: it ended on ${formatDay(partnership.ends_on)}.`
            : `The partnership was not renewed: it ends on ${formatDay(partnership.ends_on)}.`}{' '}
          Its record is kept, and the returns of every quarter it ran remain due.
        </Alert>
      )}
      {partnership.register_hold && (
        <Alert color="red" title="Solutions under review in the public register">
          {partnership.register_hold}
        </Alert>
      )}
      <ToDo partnership={partnership} />
      <PartnershipFacts partnership={partnership} />
      <PageSection title="Targets and results">
        <TargetsSection partnership={partnership} />
      </PageSection>
      <PageSection title="Workplan">
        <WorkplanSection partnership={partnership} />
      </PageSection>
      <PageSection title="Quarterly reviews">
        <ReviewsSection partnership={partnership} />
      </PageSection>
      <PageSection title="Corrective actions">
        <CorrectiveActionsSection partnership={partnership} />
      </PageSection>
      <PageSection title="Revenue returns">
        <ReturnsSection partnership={partnership} />
      </PageSection>
      <PageSection title="Data-security audits">
        <AuditsSection partnership={partnership} />
      </PageSection>
      <Renewal partnership={partnership} />
      <Termination partnership={partnership} />
    </Stack>
  );
}
