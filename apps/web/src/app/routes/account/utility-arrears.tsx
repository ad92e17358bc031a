import { Button, Center, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ARREARS_BUCKETS } from '@portal/shared/utility-bills';
import { DataTable } from '@web/components/data-table/data-table';
import { RowActions } from '@web/components/data-table/row-actions';
import { PageSection } from '@web/components/page-section';
import { ScrollTable } from '@web/components/scroll-table';
import { useArrears } from '@web/features/utility-billing/api/arrears';
import { moneyIn } from '@web/features/utility-billing/components/money';
import { ConnectionName } from '@web/features/utility-billing/components/connection-name';
import { paymentPath } from '@web/features/utility-billing/paths';
import { formatDay } from '@web/lib/format';
import { holds } from '@web/lib/guards';
import { useCurrentUser } from '@web/lib/session';

const BUCKET_LABELS: Record<(typeof ARREARS_BUCKETS)[number], string> = {
  '0-30': 'Up to 30 days',
  '31-60': '31 to 60 days',
  '61-90': '61 to 90 days',
  'over-90': 'Over 90 days',
};

// What Record payment takes in the Action column.
const PAY_WIDTH = 130;

/**
 * Money on bills past their due date (docs/product.md, "Utilities", Billing): by how long past,
 * and the connections owing it, the longest overdue first, each with the way to record money
 * received on its account.
 */
export function Component() {
  const user = useCurrentUser();
  const arrears = useArrears();
  const mayRecord = holds(user, 'payments.record');
  const report = arrears.data;
  return (
    <Stack gap="lg">
      <Title order={1}>Arrears</Title>
      {!report &&
        (arrears.isError ? (
          <Stack align="flex-start">
            <Text>The arrears could not be loaded.</Text>
            <Button variant="default" onClick={() => void arrears.refetch()}>
              Try again
            </Button>
          </Stack>
        ) : (
          <Center py="lg" role="status" aria-label="Loading arrears">
            <Loader />
          </Center>
        ))}
      {report && (
        <>
          <Paper withBorder radius="md" p="md">
            <PageSection title="Past due, by age">
              <ScrollTable label="Past due, by age">
                <Table aria-label="Past due, by age" striped verticalSpacing="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Past due</Table.Th>
                      <Table.Th scope="col" ta="right">
                        Amount
                      </Table.Th>
                      <Table.Th scope="col" ta="right">
                        Bills
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {report.buckets.map((bucket) => (
                      <Table.Tr key={bucket.bucket}>
                        <Table.Th scope="row">{BUCKET_LABELS[bucket.bucket]}</Table.Th>
                        <Table.Td ta="right">{moneyIn(report.currency)(bucket.amount)}</Table.Td>
                        <Table.Td ta="right">{bucket.bills}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollTable>
            </PageSection>
          </Paper>
          <Paper withBorder radius="md" p="md">
            <PageSection title="Connections past due">
              <Text>The longest overdue first.</Text>
              <DataTable
                label="Connections past due"
                columns={[
                  {
                    header: 'Connection',
                    minWidth: 130,
                    cell: (row) => (
                      <ConnectionName id={row.connection_id} number={row.connection_number} />
                    ),
                  },
                  {
                    header: 'Holder',
                    priority: 2,
                    minWidth: 120,
                    cell: (row) => row.account_holder ?? '—',
                  },
                  {
                    header: 'Overdue',
                    minWidth: 100,
                    align: 'right',
                    cell: (row) => moneyIn(report.currency)(row.overdue),
                  },
                  {
                    header: 'Oldest due date',
                    priority: 2,
                    minWidth: 110,
                    cell: (row) => formatDay(row.oldest_due_date),
                  },
                  {
                    header: 'Days past due',
                    minWidth: 70,
                    align: 'right',
                    cell: (row) => row.days_past_due,
                  },
                ]}
                rows={report.connections.map((row) => ({ ...row, id: row.connection_id }))}
                from={1}
                actions={
                  mayRecord
                    ? (row) => (
                        <RowActions
                          name={row.connection_number}
                          links={[{ verb: 'Record payment', to: paymentPath(row.connection_id) }]}
                        />
                      )
                    : undefined
                }
                actionsWidth={mayRecord ? PAY_WIDTH : 0}
                empty="No bill is past its due date."
              />
            </PageSection>
          </Paper>
        </>
      )}
    </Stack>
  );
}
