import {
  RECONCILIATION_OUTCOME_LABELS,
  ResolveInputSchema,
  type ReconciliationItem,
} from '@portal/shared/payments';
import { RecordFields } from '@web/components/record-modal';
import { useResolve } from '../api/reconciliations';
import { NoteDialog } from './note-dialog';
import { lineAmount } from './words';

type ResolveModalProps = {
  reconciliationId: number;
  /** The difference resolved; the modal is closed without one. */
  item: ReconciliationItem | null;
  onClose: () => void;
};

/** Closes a difference with a note saying what was done about it (docs/payments.md). */
export function ResolveModal({ reconciliationId, item, onClose }: ResolveModalProps) {
  const resolve = useResolve(reconciliationId);
  return (
    <NoteDialog
      verb="Resolve"
      item={item}
      onClose={onClose}
      schema={ResolveInputSchema}
      defaultValues={{ note: '' }}
      facts={(line) => (
        <RecordFields
          fields={[
            { label: 'Outcome', value: RECONCILIATION_OUTCOME_LABELS[line.outcome] },
            { label: 'Account reference', value: line.account_reference || '—' },
            { label: 'Portal amount', value: lineAmount(line.currency, line.portal_amount) },
            { label: 'Provider amount', value: lineAmount(line.currency, line.provider_amount) },
          ]}
        />
      )}
      noteDescription="What was found and what was done about it: the audit trail keeps it."
      submitLabel="Resolve"
      submit={(line, { note }) => resolve.mutateAsync({ item: line, note })}
    >
      Resolving only records what was done about the difference: it changes no payment. Record the
      payment or have it refunded first, where that is needed.
    </NoteDialog>
  );
}
