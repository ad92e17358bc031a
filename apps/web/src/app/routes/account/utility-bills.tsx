import { Button, Group, Stack, Text } from '@mantine/core';
import type { UtilityBill } from '@portal/shared/utility-bills';
import { periodLabel } from '@portal/shared/utility-words';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ReferencePage } from '@web/components/reference-page';
import { useBill } from '@web/features/utility-billing/api/bills';
import { BillFacts } from '@web/features/utility-billing/components/bill-facts';
import { CreditNoteModal } from '@web/features/utility-billing/components/credit-note-modal';
import { billingRunPaths, paymentPath } from '@web/features/utility-billing/paths';
import { holds } from '@web/lib/guards';
import { useCurrentUser } from '@web/lib/session';

/**
 * A bill as staff read it, draft or issued: the tenant's facts line by line, and on an issued
 * bill a credit note for those who bill and Record a payment for those who record payments.
 */
function BillPage({ bill }: { bill: UtilityBill }) {
  const user = useCurrentUser();
  const [crediting, setCrediting] = useState(false);
  const issued = bill.status === 'issued';
  const mayCredit = issued && holds(user, 'utilities.bill');
  const mayRecord = issued && bill.balance > 0 && holds(user, 'payments.record');
  return (
    <Stack gap="xl">
      {issued ? (
        (mayCredit || mayRecord) && (
          <Group gap="sm">
            {mayRecord && (
              <Button component={Link} to={paymentPath(bill.connection_id, bill.id)}>
                Record a payment
              </Button>
            )}
            {mayCredit && (
              <Button variant="default" onClick={() => setCrediting(true)}>
                Raise a credit note
              </Button>
            )}
          </Group>
        )
      ) : (
        <Text>
          A draft: it changes each time {periodLabel(bill.period)} is run again, and reaches its
          holder only when the month is issued.
        </Text>
      )}
      <BillFacts bill={bill} />
      <CreditNoteModal bill={crediting ? bill : null} onClose={() => setCrediting(false)} />
    </Stack>
  );
}

export function Component() {
  const id = Number(useParams().id);
  const query = useBill(id);
  return (
    <ReferencePage
      title="Bill"
      reference={(bill) => bill.invoice_number ?? bill.connection_number}
      query={query}
      noun="bill"
      back={{ to: billingRunPaths.list, label: 'Back to billing runs' }}
    >
      {(bill) => <BillPage bill={bill} />}
    </ReferencePage>
  );
}
