import type { Paginated } from '@portal/shared/envelope';
import type { Invoice } from '@portal/shared/invoices';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FilteredListPage } from '@web/components/data-table/filtered-list-page';
import { RowActions } from '@web/components/data-table/row-actions';
import { useInvoices } from '@web/features/invoices/api/get-invoices';
import { saveInvoicePdf } from '@web/features/invoices/components/download-invoice';
import { invoiceColumns } from '@web/features/invoices/components/invoice-columns';
import { InvoiceFilters } from '@web/features/invoices/components/invoice-filters';
import { RecordPaymentModal } from '@web/features/invoices/components/record-payment-modal';
import { paths } from '@web/config/resources';
import { holds } from '@web/lib/guards';
import { useCurrentUser } from '@web/lib/session';

// What the Action column's buttons take, as ListPage counts them: 'Show' and 'PDF', and for
// finance the wider 'Record payment' beside them.
const PDF_WIDTH = 120;
const WITH_RECORD_WIDTH = 230;

/** The applicant's invoices, or every one for finance, with Record payment for the latter. */
export function Component() {
  const invoices = useInvoices();
  const queryClient = useQueryClient();
  const mayRecord = holds(useCurrentUser(), 'payments.record');
  const [paying, setPaying] = useState<Invoice | null>(null);
  const [downloading, setDownloading] = useState<number | null>(null);

  const download = async (invoice: Invoice) => {
    setDownloading(invoice.id);
    await saveInvoicePdf(invoice.id, invoice.number);
    setDownloading(null);
  };
  // The row shows what was paid at once; other pages load afresh when next shown.
  const recorded = (invoice: Invoice) => {
    queryClient.setQueryData<Paginated<Invoice>>(
      invoices.queryKey,
      (page) =>
        page && { ...page, data: page.data.map((row) => (row.id === invoice.id ? invoice : row)) },
    );
    setPaying(null);
  };
  const actions = (invoice: Invoice) => (
    <RowActions
      name={invoice.number}
      showPath={paths.invoices.show(invoice.id)}
      commands={[
        {
          verb: 'PDF',
          run: () => void download(invoice),
          busy: downloading === invoice.id,
        },
        ...(mayRecord && invoice.status === 'open'
          ? [{ verb: 'Record payment', run: () => setPaying(invoice) }]
          : []),
      ]}
    />
  );

  return (
    <FilteredListPage
      title="Invoices"
      list={invoices}
      filters={
        <InvoiceFilters filter={invoices.filter} onApply={invoices.apply} error={invoices.error} />
      }
      columns={invoiceColumns}
      actions={actions}
      actionsWidth={mayRecord ? WITH_RECORD_WIDTH : PDF_WIDTH}
      empty={{
        filtered: 'No invoice matches these filters. Clear them to see every invoice.',
        none: 'Invoices show here once an application is submitted.',
      }}
    >
      <RecordPaymentModal invoice={paying} onClose={() => setPaying(null)} onRecorded={recorded} />
    </FilteredListPage>
  );
}
