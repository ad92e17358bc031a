import { Box, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate } from '../lib/format';

/** One line of a record's details; a `wide` one (a list) takes the whole width of the grid. */
export type RecordField = { label: string; value: ReactNode; wide?: boolean };

/** Who created and last changed a back-office record, and when (packages/shared records.ts). */
export type AuditedRecord = {
  created_at: string;
  updated_at: string;
  created_by: string | null;
  updated_by: string | null;
};

// Seeded records, and those of users since deleted, have nobody to name.
const NOBODY = '—';

/** The details every back-office record shares, for the view modals of the back-office lists. */
export function auditDetails(record: AuditedRecord): RecordField[] {
  return [
    { label: 'Created', value: formatDate(record.created_at) },
    { label: 'Created by', value: record.created_by ?? NOBODY },
    { label: 'Updated by', value: record.updated_by ?? NOBODY },
    { label: 'Updated at', value: formatDate(record.updated_at) },
  ];
}

type RecordModalProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  fields: RecordField[];
  /** Under the details: the record's History link, where the list has one. */
  history?: ReactNode;
};

/** Label/value pairs as a description list, two columns where there is room. */
export function RecordFields({ fields }: { fields: RecordField[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm" m={0}>
      {fields.map((field) => (
        <div key={field.label} style={field.wide ? { gridColumn: '1 / -1' } : undefined}>
          <Text component="dt" fz="sm" fw={600}>
            {field.label}
          </Text>
          <Text component="dd" fw={500} m={0}>
            {field.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

/** A record's details as label/value pairs in a modal (Mantine traps and restores the focus). */
export function RecordModal({ opened, onClose, title, fields, history }: RecordModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <RecordFields fields={fields} />
        {history && <Box>{history}</Box>}
      </Stack>
    </Modal>
  );
}
