import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { APPLICATION_STAFF_PERMISSIONS } from '@portal/shared/application-steps';
import { type Invoice } from '@portal/shared/invoices';
import { formatMoney } from '@portal/shared/money';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { DataTable } from '@web/components/data-table/data-table';
import { pagedListKey } from '@web/components/data-table/use-paged-list';
import { DownloadButton } from '@web/components/download-button';
import { InvoiceStatusBadge } from '@web/components/invoice-status-badge';
import { PageSection } from '@web/components/page-section';
import { ReferencePage } from '@web/components/reference-page';
import { SummaryTable, type SummaryRow } from '@web/components/summary-table';
import { UnbrokenReference } from '@web/components/unbroken-reference';
import { paths } from '@web/config/resources';
import { HowToPay } from '@web/features/applications/components/how-to-pay';
import { invoiceQuery, useInvoice } from '@web/features/invoices/api/get-invoice';
import { saveInvoicePdf } from '@web/features/invoices/components/download-invoice';
import { paymentColumns } from '@web/features/invoices/components/payment-columns';
import { RecordPaymentModal } from '@web/features/invoices/components/record-payment-modal';
import { PayInvoice } from '@web/features/payments/components/pay-invoice';
import { payable } from '@web/features/payments/payable';
import { formatDay } from '@web/lib/format';
import { holds } from '@web/lib/guards';
import { useCurrentUser } from '@web/lib/session';

/**
 * One invoice: what it is for, what is paid and owed, every payment into it, its PDF, and for
 * finance the way to record the next payment (docs/product.md, "Parcel allocation", Money).
 */
function InvoicePage({ invoice }: { invoice: Invoice }) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const mayRecord = holds(user, 'payments.record');
  // Finance sees every invoice but not every application; an applicant sees only their own.
  const seesApplication =
    !mayRecord || APPLICATION_STAFF_PERMISSIONS.some((permission) => holds(user, permission));
  const [paying, setPaying] = useState(false);
  const money = (amount: number) => formatMoney({ amount, currency: invoice.currency });
  const open = invoice.status === 'open';

  const recorded = (updated: Invoice) => {
    queryClient.setQueryData(invoiceQuery(updated.id).queryKey, updated);
    void queryClient.invalidateQueries({ queryKey: pagedListKey('invoices') });
    setPaying(false);
  };

  return (
    <Stack gap="xl">
      <Stack gap="sm" align="flex-start">
        <Group gap="sm">
          <Text fw={700}>Status</Text>
          <InvoiceStatusBadge invoice={invoice} />
        </Group>
        <Group gap="sm">
          {mayRecord && open && <Button onClick={() => setPaying(true)}>Record payment</Button>}
          <DownloadButton download={() => saveInvoicePdf(invoice.id, invoice.number)}>
            Download PDF
          </DownloadButton>
        </Group>
      </Stack>
      <SummaryTable
        rows={[
          ['For', invoice.description],
          invoice.application_id !== null && invoice.application_reference !== null
            ? [
                'Application',
                seesApplication ? (
                  <Anchor
                    component={Link}
                    to={paths.myApplications.show(invoice.application_id)}
                    inherit
                  >
                    <UnbrokenReference reference={invoice.application_reference} />
                  </Anchor>
                ) : (
                  <UnbrokenReference reference={invoice.application_reference} />
                ),
              ]
            : [
                'Connection',
                <UnbrokenReference key="connection" reference={invoice.connection_number ?? '—'} />,
              ],
          ['Payer', invoice.payer ?? '—'],
          ['Amount', money(invoice.amount)],
          ['Paid', money(invoice.paid)],
          ['Balance', <strong key="balance">{money(invoice.balance)}</strong>],
          // Paid before the application was withdrawn: the authority owes it back.
          ...(invoice.refund_due > 0
            ? [
                [
                  'Refund due',
                  <strong key="refund">{money(invoice.refund_due)}</strong>,
                ] as SummaryRow,
              ]
            : []),
          ['Issued', formatDay(invoice.created_at)],
          ['Due', formatDay(invoice.due_date)],
        ]}
      />
      {/* Finance records payments; the payer, who alone sees the invoice otherwise, pays it. */}
      {(open || !mayRecord) && (
        <Stack gap="sm">
          {!mayRecord && <PayInvoice invoice={payable(invoice)} />}
          {open && <HowToPay invoiceNumber={invoice.number} />}
        </Stack>
      )}
      <PageSection title="Payments">
        <DataTable
          label="Payments"
          columns={paymentColumns(invoice.currency)}
          rows={invoice.payments}
          from={invoice.payments.length > 0 ? 1 : null}
          empty={open ? 'No payment has been recorded yet.' : 'No payment was recorded.'}
        />
      </PageSection>
      <RecordPaymentModal
        invoice={paying ? invoice : null}
        onClose={() => setPaying(false)}
        onRecorded={recorded}
      />
    </Stack>
  );
}

export function Component() {
  const id = Number(useParams().id);
  const query = useInvoice(id);
  return (
    <ReferencePage
      title="Invoice"
      reference={(invoice) => invoice.number}
      query={query}
      noun="invoice"
      back={{ to: paths.invoices.list, label: 'Back to invoices' }}
    >
      {(invoice) => <InvoicePage invoice={invoice} />}
    </ReferencePage>
  );
}
