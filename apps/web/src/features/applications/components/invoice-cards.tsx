import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { pathOf } from '@portal/shared/call';
import { INVOICE_PURPOSE_LABELS, invoiceCalls, type Invoice } from '@portal/shared/invoices';
import { formatMoney } from '@portal/shared/money';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { InlineFields } from '@web/components/data-table/inline-fields';
import { paths } from '@web/config/resources';
import { InvoiceStatusBadge } from '@web/components/invoice-status-badge';
import { ApiError } from '@web/lib/http-client';
import { formatDay } from '@web/lib/format';
import { downloadFile } from '@web/lib/files';
import { HowToPay } from './how-to-pay';

type InvoiceCardsProps = {
  invoices: Invoice[];
  /** Whether the viewer may open each invoice's own page: its payer, or finance. */
  linked: boolean;
  /** The way its payer pays an invoice online, composed by the app; none for anyone else. */
  pay?: (invoice: Invoice) => ReactNode;
};

/** The application's invoices: what each is for, what is paid and owed, and how to pay. */
export function InvoiceCards({ invoices, linked, pay }: InvoiceCardsProps) {
  if (invoices.length === 0) return <Text c="dimmed">No invoices yet.</Text>;
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {invoices.map((invoice) => {
        const money = (amount: number) => formatMoney({ amount, currency: invoice.currency });
        const pdf = () =>
          downloadFile(pathOf(invoiceCalls.pdf, { id: invoice.id }), `${invoice.number}.pdf`).catch(
            (error: unknown) => {
              if (!(error instanceof ApiError)) throw error;
            },
          );
        return (
          <Paper component="li" key={invoice.id} withBorder radius="md" p="md">
            <Stack gap="xs">
              <Group justify="space-between" gap="xs">
                <Text fw={700}>
                  {linked ? (
                    <Anchor component={Link} to={paths.invoices.show(invoice.id)} inherit>
                      {invoice.number}
                    </Anchor>
                  ) : (
                    invoice.number
                  )}
                  : {INVOICE_PURPOSE_LABELS[invoice.purpose]}
                </Text>
                <InvoiceStatusBadge invoice={invoice} />
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
              {pay?.(invoice)}
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
