import { Center, Group, Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { StatementQuerySchema, type Statement } from '@portal/shared/utility-bills';
import { nairobiDay } from '@portal/shared/calendar';
import { useState } from 'react';
import type { Column } from '@web/components/data-table/column';
import { DataTable } from '@web/components/data-table/data-table';
import { DownloadButton } from '@web/components/download-button';
import { FormWithSummary } from '@web/components/form-with-summary';
import { LoadFailed } from '@web/components/load-failed';
import { PageSection } from '@web/components/page-section';
import { SubmitButton } from '@web/components/submit-button';
import { SummaryTable } from '@web/components/summary-table';
import { formatDay } from '@web/lib/format';
import { bindInput, useSchemaForm } from '@web/lib/form';
import { saveStatementPdf } from '../api/download-pdf';
import { useStatement, type StatementRange } from '../api/get-statement';
import { money } from '../words';

/**
 * The last 12 months, to today in Nairobi: from the same day a year before (the 28th of February
 * for a 29th).
 */
export function lastTwelveMonths(now = new Date()): StatementRange {
  const to = nairobiDay(now);
  const sameDay = `${Number(to.slice(0, 4)) - 1}${to.slice(4)}`;
  return { from: sameDay.endsWith('-02-29') ? sameDay.replace(/29$/, '28') : sameDay, to };
}

type Entry = Statement['entries'][number] & { id: number };

/** A balance in words: what is owed, or the credit in the holder's favour. */
const balanceOf = (balance: number, currency: string) =>
  balance < 0 ? `${money(-balance, currency)} in credit` : money(balance, currency);

const entryColumns = (currency: string): Column<Entry>[] => [
  { header: 'Date', cell: (entry) => formatDay(entry.date), minWidth: 110 },
  { header: 'What', cell: (entry) => entry.description, minWidth: 200 },
  {
    header: 'Amount',
    cell: (entry) =>
      entry.amount < 0 ? `− ${money(-entry.amount, currency)}` : money(entry.amount, currency),
    align: 'right',
    minWidth: 120,
  },
  {
    header: 'Balance',
    cell: (entry) => balanceOf(entry.balance, currency),
    align: 'right',
    minWidth: 130,
  },
];

function StatementBody({ statement }: { statement: Statement }) {
  const { currency } = statement;
  const entries = statement.entries.map((entry, index) => ({ ...entry, id: index + 1 }));
  return (
    <Stack gap="md">
      <SummaryTable
        rows={[
          [
            `Balance on ${formatDay(statement.from)}`,
            balanceOf(statement.opening_balance, currency),
          ],
          [
            `Balance at the end of ${formatDay(statement.to)}`,
            <strong key="closing">{balanceOf(statement.closing_balance, currency)}</strong>,
          ],
        ]}
      />
      <DataTable
        label={`Statement from ${formatDay(statement.from)} to ${formatDay(statement.to)}`}
        columns={entryColumns(currency)}
        rows={entries}
        from={entries.length > 0 ? 1 : null}
        empty="Nothing was billed, paid or credited between these dates."
      />
    </Stack>
  );
}

/**
 * A statement of the connection's account for any dates (docs/product.md, "Utilities"): the
 * balance it opened with, each bill, payment and credit with the balance after it, and the balance
 * it closed with; the last 12 months until other dates are asked for. The same as a PDF.
 */
export function StatementSection({
  connectionId,
  number,
}: {
  connectionId: number;
  number: string;
}) {
  const [range, setRange] = useState(lastTwelveMonths);
  const statement = useStatement(connectionId, range);
  const form = useSchemaForm(StatementQuerySchema, { defaultValues: range });
  const onSubmit = form.handleSubmit(({ from, to }) => setRange({ from, to }));

  return (
    <PageSection title="Statement" gap="md">
      <Text>
        Bills add to what you owe; payments and credits take it down. A balance in credit is taken
        off your next bill.
      </Text>
      <FormWithSummary form={form} onSubmit={onSubmit} aria-label="Statement dates">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label="From" type="date" required {...bindInput(form, 'from', ['to'])} />
            <TextInput label="To" type="date" required {...bindInput(form, 'to')} />
          </SimpleGrid>
          <Group>
            <SubmitButton form={form} variant="default">
              Show statement
            </SubmitButton>
            <DownloadButton download={() => saveStatementPdf(connectionId, number, range)}>
              Download statement (PDF)
            </DownloadButton>
          </Group>
        </Stack>
      </FormWithSummary>
      {statement.data ? (
        <StatementBody statement={statement.data} />
      ) : statement.isError ? (
        <LoadFailed
          message="The statement could not be loaded."
          onRetry={() => void statement.refetch()}
        />
      ) : (
        <Center py="md" role="status" aria-label="Loading the statement">
          <Loader size="sm" />
        </Center>
      )}
    </PageSection>
  );
}
