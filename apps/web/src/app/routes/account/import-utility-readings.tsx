import { Code, List, Paper, Stack, Text, Title } from '@mantine/core';
import { READING_IMPORT_COLUMNS } from '@portal/shared/utility-readings';
import { PageSection } from '@web/components/page-section';
import { ImportForm } from '@web/features/utility-connections/components/import-form';

// Wrapped, not scrolled: a 360-pixel screen shows the whole line, with no region to scroll.
const WRAPPED = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

const HEADER = READING_IMPORT_COLUMNS.join(',');
const EXAMPLE = 'W-TC-P3-0079,WM-204518,1250,2026-11-30T09:15:00+03:00';

/**
 * A meter reader's CSV file of readings, imported whole or not at all (docs/product.md,
 * "Utilities"), with the format it must have beside the form.
 */
export function Component() {
  return (
    <Stack gap="lg">
      <Title order={1}>Import readings</Title>
      <Paper withBorder radius="md" p="lg" maw={760}>
        <Stack gap="lg">
          <PageSection title="The file">
            <Text>
              A CSV file, one reading a line, after this header as its first line, exactly:
            </Text>
            <Code block style={WRAPPED}>
              {HEADER}
            </Code>
            <Text>For example:</Text>
            <Code block style={WRAPPED}>
              {`${HEADER}\n${EXAMPLE}`}
            </Code>
            <List spacing={4}>
              <List.Item>
                <strong>connection_number</strong>: the connection’s number, as on its bills.
              </List.Item>
              <List.Item>
                <strong>meter_serial</strong>: the serial of the meter fitted on it now.
              </List.Item>
              <List.Item>
                <strong>value</strong>: what the dials show, a whole number.
              </List.Item>
              <List.Item>
                <strong>read_at</strong>: when it was read, with its offset (+03:00 for Nairobi).
              </List.Item>
            </List>
            <Text>
              Every line is checked before anything is kept: one bad line and nothing is imported.
              Readings already recorded are skipped, so a file sent twice adds nothing. A reading
              lower than the last cannot come in a file, even when the dials rolled over: record
              that one on its connection’s page.
            </Text>
          </PageSection>
          <ImportForm />
        </Stack>
      </Paper>
    </Stack>
  );
}
