import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Application } from '@portal/shared/application-detail';
import type { Invoice } from '@portal/shared/invoices';
import { formatMoney } from '@portal/shared/money';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { confirmationGreen } from '@web/config/tokens';
import { formatDay } from '@web/lib/format';
import { applicationPaths } from '../paths';
import { HowToPay } from './how-to-pay';

type SubmittedPanelProps = {
  application: Application;
  /** The way to pay the fee online, composed by the app. */
  pay?: (invoice: Invoice) => ReactNode;
};

/**
 * The confirmation after submitting (the panel pattern): the reference to quote, and the fee
 * invoice with how to pay it, since evaluation starts once the fee is paid.
 */
export function SubmittedPanel({ application, pay }: SubmittedPanelProps) {
  const fee = application.invoices.find(
    (invoice) => invoice.purpose === 'registration_fee' && invoice.status === 'open',
  );
  const resubmitted = application.stage === 'under_evaluation';
  return (
    <Stack gap="lg">
      <Paper bg={confirmationGreen} c="white" p="xl" radius="md" ta="center">
        {/* The page's heading: the panel takes the form's place, its title with it. */}
        <Title order={1} size="h2" c="white">
          {resubmitted ? 'Application sent back for evaluation' : 'Application submitted'}
        </Title>
        <Text size="lg" mt="sm">
          Your reference
        </Text>
        <Text fz="1.75rem" fw={700}>
          {application.reference}
        </Text>
      </Paper>
      <Text>
        We have sent you an email confirming this. Quote your reference when you contact us.
      </Text>
      {fee && (
        <Stack gap="xs">
          <Title order={2}>Pay the registration fee</Title>
          <Text>
            Invoice {fee.number}: {formatMoney({ amount: fee.balance, currency: fee.currency })},
            due by {formatDay(fee.due_date)}. Evaluation starts once the fee is paid.
          </Text>
          {pay?.(fee)}
          <HowToPay invoiceNumber={fee.number} />
        </Stack>
      )}
      <Group>
        <Button component={Link} to={applicationPaths.show(application.id)}>
          Go to your application
        </Button>
        <Button variant="default" component={Link} to={applicationPaths.list}>
          My applications
        </Button>
      </Group>
    </Stack>
  );
}
