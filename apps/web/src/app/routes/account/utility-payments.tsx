import { Anchor, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { SummaryTable, type SummaryRow } from '@web/components/summary-table';
import { usePayingAccount } from '@web/features/utility-billing/api/account';
import { useOpenBills } from '@web/features/utility-billing/api/bills';
import {
  AccountPaymentForm,
  PaymentResult,
  type AccountPayment,
} from '@web/features/utility-billing/components/account-payment-form';
import { moneyIn } from '@web/features/utility-billing/components/money';
import { ConnectionName } from '@web/features/utility-billing/components/connection-name';
import { arrearsPaths } from '@web/features/utility-billing/paths';
import { holds } from '@web/lib/guards';
import { useCurrentUser } from '@web/lib/session';

/**
 * Money received on a connection's account (docs/product.md, "Utilities", Payments): the form,
 * then what each bill took and the credit carried. Opened from the arrears and from a bill.
 */
export function Component() {
  const connectionId = Number(useParams().id);
  const [params] = useSearchParams();
  const named = Number(params.get('bill'));
  const user = useCurrentUser();
  const readsConnections = (
    ['utilities.view_all', 'utilities.manage', 'utilities.bill'] as const
  ).some((permission) => holds(user, permission));
  const { account, isError } = usePayingAccount(connectionId, readsConnections);
  const openBills = useOpenBills(connectionId, readsConnections);
  const [recorded, setRecorded] = useState<AccountPayment | null>(null);
  // A new form, blank, for each payment.
  const [round, setRound] = useState(0);
  const billsReady = !readsConnections || openBills.data !== undefined || openBills.isError;

  let body;
  if (isError) {
    body = <Text>This account could not be loaded.</Text>;
  } else if (!account || !billsReady) {
    body = (
      <Center py="lg" role="status" aria-label="Loading the account">
        <Loader />
      </Center>
    );
  } else {
    const money = moneyIn(account.currency);
    const rows: SummaryRow[] = [
      ['Connection', <ConnectionName key="connection" id={connectionId} number={account.number} />],
      ['Account holder', account.holder ?? '—'],
    ];
    if (account.owed)
      rows.push([account.owed.pastDueOnly ? 'Past due' : 'Owed', money(account.owed.amount)]);
    if (account.credit !== null) rows.push(['Credit waiting', money(account.credit)]);
    body = (
      <Stack gap="lg">
        <SummaryTable rows={rows} />
        <Text>
          Money received settles the bill you name first, then the oldest open bill, then the next;
          whatever is left is credit that the next bill takes.
        </Text>
        {recorded ? (
          <PaymentResult
            payment={recorded}
            onAnother={() => {
              setRecorded(null);
              setRound((count) => count + 1);
            }}
          />
        ) : (
          <AccountPaymentForm
            key={round}
            connectionId={connectionId}
            currency={account.currency}
            openBills={openBills.data}
            billId={round === 0 && named > 0 ? named : undefined}
            onRecorded={setRecorded}
          />
        )}
        <Anchor component={Link} to={arrearsPaths.list}>
          Back to arrears
        </Anchor>
      </Stack>
    );
  }

  return (
    <>
      <Title order={1} mb="lg">
        Record a payment on an account
      </Title>
      <Paper withBorder radius="md" p="lg" maw={640}>
        {body}
      </Paper>
    </>
  );
}
