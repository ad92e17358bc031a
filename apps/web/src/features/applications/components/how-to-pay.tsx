import { List, Text } from '@mantine/core';

/**
 * How an invoice is paid: by bank transfer or mobile money, quoting its number, which is how the
 * finance officer matches the payment to it (docs/product.md, "Parcel allocation", Money).
 */
export function HowToPay({ invoiceNumber }: { invoiceNumber: string }) {
  return (
    <>
      <Text size="sm">
        Pay with the details printed on the invoice, quoting <strong>{invoiceNumber}</strong>:
      </Text>
      <List size="sm">
        <List.Item>by bank transfer, as the payment reference;</List.Item>
        <List.Item>by mobile money, as the account number.</List.Item>
      </List>
      <Text size="sm">The invoice shows as paid once the authority records the payment.</Text>
    </>
  );
}
