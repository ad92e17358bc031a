import { Text } from '@mantine/core';
import type { SuspenseItem } from '@portal/shared/payments';
import { useState } from 'react';
import { FilteredListPage } from '@web/components/data-table/filtered-list-page';
import { RowActions } from '@web/components/data-table/row-actions';
import { useSuspenseList } from '@web/features/payment-finance/api/suspense';
import { AllocateModal } from '@web/features/payment-finance/components/allocate-modal';
import { RefundModal } from '@web/features/payment-finance/components/refund-modal';
import { suspenseColumns } from '@web/features/payment-finance/components/suspense-columns';
import { SuspenseFilters } from '@web/features/payment-finance/components/suspense-filters';

// Allocate and Refund, as the row buttons count them.
const ACTIONS_WIDTH = 150;

type Acting = { item: SuspenseItem; action: 'allocate' | 'refund' };

/**
 * Money a provider confirmed that settled no invoice (docs/payments.md): the held payments first,
 * each allocated to the invoice it was meant for or refunded to its payer, with a note.
 */
export function Component() {
  const payments = useSuspenseList();
  const [acting, setActing] = useState<Acting | null>(null);
  const close = () => setActing(null);
  const actions = (item: SuspenseItem) =>
    item.status === 'held' ? (
      <RowActions
        name={item.transaction_id}
        commands={[
          { verb: 'Allocate', run: () => setActing({ item, action: 'allocate' }) },
          { verb: 'Refund', run: () => setActing({ item, action: 'refund' }) },
        ]}
      />
    ) : null;
  const mayAct = payments.view === 'held' || payments.view === 'all';
  return (
    <FilteredListPage
      title="Money in suspense"
      list={payments}
      filters={
        <>
          <Text mb="md">
            Money a payment provider confirmed that could not settle an invoice by itself: no
            invoice has the account number typed, or the invoice could not take it. Allocate it to
            the invoice it was meant for, or refund it to the payer.
          </Text>
          <SuspenseFilters
            filter={payments.filter}
            onApply={payments.apply}
            error={payments.error}
          />
        </>
      }
      columns={suspenseColumns(payments.view !== 'held')}
      actions={mayAct ? actions : undefined}
      actionsWidth={mayAct ? ACTIONS_WIDTH : 0}
      empty={{
        filtered: 'No payment with this status.',
        none: 'No money is held in suspense: every payment providers confirmed settled an invoice.',
      }}
    >
      <AllocateModal item={acting?.action === 'allocate' ? acting.item : null} onClose={close} />
      <RefundModal item={acting?.action === 'refund' ? acting.item : null} onClose={close} />
    </FilteredListPage>
  );
}
