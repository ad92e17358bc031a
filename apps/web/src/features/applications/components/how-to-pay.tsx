import { Text } from '@mantine/core';
import { UnbrokenReference } from '@web/components/unbroken-reference';

/**
 * How an invoice is paid by bank transfer: quoting its number, which is how the finance officer
 * matches the transfer to it (docs/product.md, "Parcel allocation", Money). Paying online and
 * from a phone's menu is offered beside it, to the payer.
 */
export function HowToPay({ invoiceNumber }: { invoiceNumber: string }) {
  return (
    <Text size="sm">
      By bank transfer: use the account details printed on the invoice, quoting{' '}
      <strong>
        <UnbrokenReference reference={invoiceNumber} />
      </strong>{' '}
      as the payment reference. A transfer shows here once the authority records it.
    </Text>
  );
}
