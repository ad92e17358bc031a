import { Text } from '@mantine/core';
import { paybillAccount } from '@portal/shared/payments';
import { UnbrokenReference } from '@web/components/unbroken-reference';

type PayFromPhoneProps = { paybill: string; invoiceNumber: string };

/**
 * Paying from the phone's own M-Pesa menu, without the portal: the authority's paybill, and the
 * invoice's number without 'INV-' as the account number, which fits M-Pesa's twelve characters.
 */
export function PayFromPhone({ paybill, invoiceNumber }: PayFromPhoneProps) {
  return (
    <Text size="sm">
      Or from your phone’s M-Pesa menu: Lipa na M-Pesa → Pay Bill → Business number{' '}
      <strong>{paybill}</strong> → Account number{' '}
      <strong>
        <UnbrokenReference reference={paybillAccount(invoiceNumber)} />
      </strong>
      .
    </Text>
  );
}
