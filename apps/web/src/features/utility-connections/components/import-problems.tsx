import { Table } from '@mantine/core';
import { ScrollTable } from '@web/components/scroll-table';

/** One thing wrong with a file of readings: the line it is on (none for the whole file), why. */
export type ImportProblem = { line: number | null; field: string; message: string };

const FIELD_WORDS: Record<string, string> = {
  connection_number: 'Connection number',
  meter_serial: 'Meter serial',
  value: 'Value',
  read_at: 'Read at',
  line: 'The whole line',
  header: 'Header',
  file: 'The whole file',
};

/**
 * The server's field messages on a refused file, a row each, in the order of the file's lines:
 * `lines.5.value` is line 5's value, `file` the file as a whole.
 */
export function problemsOf(errors: Record<string, string[]>): ImportProblem[] {
  const problems = Object.entries(errors).flatMap(([key, messages]) => {
    const match = /^lines\.(\d+)\.(\w+)$/.exec(key);
    const line = match ? Number(match[1]) : null;
    const field = match ? match[2]! : key;
    return messages.map((message) => ({ line, field, message }));
  });
  return problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

/** The problems of a refused file as a table: line, field and why. */
export function ImportProblems({ problems }: { problems: ImportProblem[] }) {
  return (
    <ScrollTable label="Lines to correct">
      <Table aria-label="Lines to correct" striped withTableBorder verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" ta="right">
              Line
            </Table.Th>
            <Table.Th scope="col">Field</Table.Th>
            <Table.Th scope="col">Why</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {problems.map((problem, index) => (
            <Table.Tr key={index}>
              <Table.Td ta="right">{problem.line ?? '—'}</Table.Td>
              <Table.Td>{FIELD_WORDS[problem.field] ?? problem.field}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{problem.message}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
