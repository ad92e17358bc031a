import { formatMoney } from '@portal/shared/money';
import { SUSPENSE_REASON_LABELS, type SuspenseItem } from '@portal/shared/payments';
import { RecordFields } from '@web/components/record-modal';
import { UnbrokenReference } from '@web/components/unbroken-reference';
import { channelLabel, nairobiMoment } from './words';

/** The held payment a dialog acts on: how much, how and when, what was typed, and why it is held. */
export function PaymentFacts({ item }: { item: SuspenseItem }) {
  return (
    <RecordFields
      fields={[
        { label: 'Amount', value: formatMoney({ amount: item.amount, currency: item.currency }) },
        { label: 'Paid at (Nairobi)', value: nairobiMoment(item.paid_at) },
        { label: 'Provider', value: channelLabel(item.provider, item.method) },
        {
          label: 'Account reference',
          value: <UnbrokenReference reference={item.account_reference || '—'} />,
        },
        { label: 'Why held', value: SUSPENSE_REASON_LABELS[item.reason], wide: true },
      ]}
    />
  );
}
