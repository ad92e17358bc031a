import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { INVOICE_PURPOSE_LABELS, type Invoice, type InvoiceStatus } from '@portal/shared/invoices';
import { formatMoney } from '@portal/shared/money';
import { InlineFields } from '../../../components/data-table/inline-fields';
import { StatusBadge, type StatusTone } from '../../../components/status-badge';
import { ApiError } from '../../../lib/http-client';
import { formatDay } from '../../../lib/format';
import { downloadFile } from '../api/files';
import { HowToPay } from './how-to-pay';

const tones: Record<InvoiceStatus, StatusTone> = {
  open: 'caution',
  paid: 'positive',
  void: 'neutral',
};
const statusWords: Record<InvoiceStatus, string> = { open: 'Open', paid: 'Paid', void: 'Void' };

/** The application's invoices: what each is for, what is paid and owed, and how to pay. */
export function InvoiceCards({ invoices }: { invoices: Invoice[] }) {
  if (invoices.length === 0) return <Text c="dimmed">No invoices yet.</Text>;
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {invoices.map((invoice) => {
        const money = (amount: number) => formatMoney({ amount, currency: invoice.currency });
        const pdf = () =>
          downloadFile(`/invoices/${invoice.id}/pdf`, `${invoice.number}.pdf`).catch(
            (error: unknown) => {
              if (!(error instanceof ApiError)) throw error;
            },
          );
        return (
          <Paper component="li" key={invoice.id} withBorder radius="md" p="md">
            <Stack gap="xs">
              <Group justify="space-between" gap="xs">
                <Text fw={700}>
                  {invoice.number}: {INVOICE_PURPOSE_LABELS[invoice.purpose]}
                </Text>
                <StatusBadge tone={tones[invoice.status]}>
                  {statusWords[invoice.status]}
                </StatusBadge>
              </Group>
              <Text component="div" size="sm">
                <InlineFields
                  fields={[
                    { label: 'For', value: invoice.description },
                    { label: 'Amount', value: money(invoice.amount) },
                    { label: 'Paid', value: money(invoice.paid) },
                    { label: 'Balance', value: money(invoice.balance) },
                    { label: 'Due', value: formatDay(invoice.due_date) },
                  ]}
                />
              </Text>
              {invoice.status === 'open' && <HowToPay invoiceNumber={invoice.number} />}
              <Group>
                <Button
                  variant="default"
                  size="xs"
                  aria-label={`Download invoice ${invoice.number} (PDF)`}
                  onClick={() => void pdf()}
                >
                  Download PDF
                </Button>
              </Group>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
