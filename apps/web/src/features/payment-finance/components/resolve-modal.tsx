import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import {
  RECONCILIATION_OUTCOME_LABELS,
  ResolveInputSchema,
  type ReconciliationItem,
} from '@portal/shared/payments';
import { FormWithSummary } from '@web/components/form-with-summary';
import { RecordFields } from '@web/components/record-modal';
import { SubmitButton } from '@web/components/submit-button';
import { bindInput, submitWith, useSchemaForm } from '@web/lib/form';
import { notify } from '@web/lib/toast';
import { useResolve } from '../api/reconciliations';
import { Refusal, useRefusal } from './refusal';
import { lineAmount } from './words';

type ResolveModalProps = {
  reconciliationId: number;
  provider: string;
  /** The difference resolved; the modal is closed without one. */
  item: ReconciliationItem | null;
  onClose: () => void;
};

/** Closes a difference with a note saying what was done about it (docs/payments.md). */
export function ResolveModal({ reconciliationId, provider, item, onClose }: ResolveModalProps) {
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={item ? `Resolve ${item.transaction_id}` : ''}
      closeButtonProps={{ 'aria-label': 'Close' }}
      centered
    >
      {item && (
        <ResolveForm
          key={item.id}
          reconciliationId={reconciliationId}
          provider={provider}
          item={item}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

function ResolveForm({
  reconciliationId,
  provider,
  item,
  onDone,
}: Omit<ResolveModalProps, 'item' | 'onClose'> & { item: ReconciliationItem; onDone: () => void }) {
  const resolve = useResolve(reconciliationId);
  const refusal = useRefusal();
  const form = useSchemaForm(ResolveInputSchema, { defaultValues: { note: '' } });
  const onSubmit = submitWith(form, async ({ note }) => {
    const answer = await refusal.attempt(() => resolve.mutateAsync({ item, note }));
    if (!answer) return;
    notify.success(answer.message);
    onDone();
  });
  return (
    <FormWithSummary form={form} onSubmit={onSubmit}>
      <Stack gap="md">
        <RecordFields
          fields={[
            { label: 'Outcome', value: RECONCILIATION_OUTCOME_LABELS[item.outcome] },
            { label: 'Account reference', value: item.account_reference || '—' },
            { label: 'Portal amount', value: lineAmount(provider, item.portal_amount) },
            { label: 'Provider amount', value: lineAmount(provider, item.provider_amount) },
          ]}
        />
        <Text>
          Resolving only records what was done about the difference: it changes no payment. Record
          the payment or have it refunded first, where that is needed.
        </Text>
        <Textarea
          label="Note"
          description="What was found and what was done about it: the audit trail keeps it."
          rows={3}
          required
          {...bindInput(form, 'note')}
        />
        <Refusal message={refusal.message} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <SubmitButton form={form}>Resolve</SubmitButton>
        </Group>
      </Stack>
    </FormWithSummary>
  );
}
