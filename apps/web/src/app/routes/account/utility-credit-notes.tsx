import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { periodLabel } from '@portal/shared/utility-words';
import type { CreditNote } from '@portal/shared/utility-bills';
import { useState, type FormEvent } from 'react';
import { PagedTable } from '@web/components/data-table/paged-table';
import {
  useCreditNoteList,
  type CreditNoteView,
} from '@web/features/utility-billing/api/credit-notes';
import {
  CREDIT_NOTE_STATUS_LABELS,
  creditNoteColumns,
} from '@web/features/utility-billing/components/credit-note-columns';
import { CreditNoteDecision } from '@web/features/utility-billing/components/credit-note-decision';

const views: { value: CreditNoteView; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: CREDIT_NOTE_STATUS_LABELS.approved },
  { value: 'rejected', label: CREDIT_NOTE_STATUS_LABELS.rejected },
  { value: 'all', label: 'All' },
];

// Approve and Reject, as the row buttons count them.
const ACTIONS_WIDTH = 150;

/** Which notes are listed: those waiting for a decision unless another status is chosen. */
function StatusFilter({
  view,
  onApply,
}: {
  view: CreditNoteView;
  onApply: (view: CreditNoteView) => void;
}) {
  const [chosen, setChosen] = useState<CreditNoteView>(view);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply(chosen);
  };
  return (
    <form onSubmit={apply} noValidate role="search" aria-label="Filter the credit notes">
      <Group align="flex-end" gap="xs">
        <Select
          label="Status"
          data={views}
          value={chosen}
          allowDeselect={false}
          onChange={(value) => setChosen((value as CreditNoteView | null) ?? 'pending')}
        />
        <Button type="submit">Apply</Button>
      </Group>
    </form>
  );
}

/**
 * Credit notes on issued bills (docs/product.md, "Utilities", Corrections): the pending ones
 * first, each approved or rejected by someone other than the person who raised it.
 */
export function Component() {
  const notes = useCreditNoteList();
  const nameOf = (note: CreditNote) =>
    `credit note on ${note.connection_number}, ${periodLabel(note.period)}`;
  return (
    <Stack gap="lg">
      <Title order={1}>Credit notes</Title>
      <Text>
        A credit note corrects an issued bill. Whoever raised one cannot decide it: a second person
        who bills approves it, and its amount is credited to the account&apos;s next bill, or
        rejects it.
      </Text>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <StatusFilter key={notes.view} view={notes.view} onApply={(view) => notes.show(view)} />
          <PagedTable
            title="Credit notes"
            list={notes}
            columns={creditNoteColumns}
            actions={
              notes.view === 'pending' || notes.view === 'all'
                ? (note: CreditNote) => <CreditNoteDecision note={note} name={nameOf(note)} />
                : undefined
            }
            actionsWidth={ACTIONS_WIDTH}
            empty={
              notes.view === 'pending'
                ? 'No credit note waits for a decision.'
                : 'No credit note here yet.'
            }
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
