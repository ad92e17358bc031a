import { Anchor, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { VendorApplication } from '@portal/shared/vendor-applications';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { OrganisationSummary } from '../page/organisation-summary';
import { SolutionCard } from '../page/solution-card';
import { VendorDocumentList } from '../page/vendor-document-list';
import {
  DOCUMENTS_STEP,
  ORGANISATION_STEP,
  SOLUTIONS_STEP,
  VENDOR_FORM_STEPS,
  vendorStepAddress,
} from './form-steps';

type SectionProps = { application: VendorApplication; step: number; children: ReactNode };

/** A step's answers under its title, with the Change link that leads back to the step. */
function Section({ application, step, children }: SectionProps) {
  const title = VENDOR_FORM_STEPS[step]!.title;
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={3}>{title}</Title>
        <Anchor component={Link} to={vendorStepAddress(application.id, step)}>
          Change <VisuallyHidden component="span">{title.toLowerCase()}</VisuallyHidden>
        </Anchor>
      </Group>
      {children}
    </Stack>
  );
}

/** Step 4: every answer in one place (the check answers pattern), before submitting. */
export function CheckAnswers({ application }: { application: VendorApplication }) {
  return (
    <Stack gap="lg">
      <Section application={application} step={ORGANISATION_STEP}>
        <OrganisationSummary application={application} />
      </Section>
      <Section application={application} step={SOLUTIONS_STEP}>
        {application.solutions.length === 0 ? (
          <Text c="dimmed">No solutions yet.</Text>
        ) : (
          application.solutions.map((solution) => (
            <SolutionCard key={solution.id} solution={solution} />
          ))
        )}
      </Section>
      <Section application={application} step={DOCUMENTS_STEP}>
        <VendorDocumentList application={application} removable={false} viewable={false} />
      </Section>
      <Text>
        By submitting you confirm that what you have given is true, that the signatory is 18 or over
        and may sign for the organisation, and that it accepts the partnership terms of the software
        vendors’ page. The committee then evaluates each solution.
      </Text>
    </Stack>
  );
}
