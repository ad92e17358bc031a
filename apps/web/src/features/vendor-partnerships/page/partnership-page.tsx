import { Alert, Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import { PARTNERSHIP_STATUS_LABELS } from '@portal/shared/vendor-partnership-words';
import type { Partnership } from '@portal/shared/vendor-partnerships';
import { useState } from 'react';
import { Link } from 'react-router';
import { ActionModal } from '@web/components/action-modal';
import { PageSection } from '@web/components/page-section';
import { useCurrentUser } from '@web/lib/session';
import { usePartnershipChanged } from '../api/partnerships';
import { RenewalForm } from '../forms/renewal-form';
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

/**
 * One vendor partnership (docs/product.md, "The vendor partnership"): what there is to do, its
 * facts, the year's targets against results, the workplan, the quarterly reviews and their
 * corrective actions, the revenue returns, the data-security audits and, at the year's end, the
 * renewal. Each caller is offered the steps the server says they may take.
 */
export function PartnershipPage({ partnership }: { partnership: Partnership }) {
  const ended = partnership.status === 'not_renewed' || partnership.status === 'terminated';
  return (
    <Stack gap="xl">
      {ended && (
        <Alert color="gray" title={PARTNERSHIP_STATUS_LABELS[partnership.status]}>
          This partnership has ended: its record is kept, and returns still owed for the quarters it
          ran can be filed.
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
    </Stack>
  );
}
