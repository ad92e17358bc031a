import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DefaultValues, FieldPath, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { FormWithSummary } from '@web/components/form-with-summary';
import { Refusal, useRefusal } from '@web/components/refusal';
import { SubmitButton } from '@web/components/submit-button';
import { bindInput, submitWith, useSchemaForm, type SchemaForm } from '@web/lib/form';
import { notify } from '@web/lib/toast';

/** What finance acts on: a held payment or a reconciliation line, named by its transaction. */
type Acted = { id: number; transaction_id: string };

type NoteDialogProps<Item extends Acted, I extends { note: string }, O extends FieldValues> = {
  /** What is done, before the transaction in the title: 'Refund QK7…'. */
  verb: string;
  /** What is acted on; the dialog is closed without one. */
  item: Item | null;
  onClose: () => void;
  schema: z.ZodType<O, I>;
  defaultValues: DefaultValues<I>;
  /** The item's details, at the top. */
  facts: (item: Item) => ReactNode;
  /** What the action does and does not do, under the details. */
  children: ReactNode;
  /** Inputs of the action's own, above the note. */
  fields?: (form: SchemaForm<I, O>) => ReactNode;
  /** What the note is to say. */
  noteDescription: string;
  submitLabel: string;
  /** Makes the change; a 409 is kept in the dialog, and on success its message is toasted. */
  submit: (item: Item, values: O) => Promise<{ message: string }>;
};

/**
 * The dialog in which finance acts on an item with a note that the audit trail keeps. A refusal
 * (someone else acted first) stays in the dialog; the form starts afresh for each item.
 */
export function NoteDialog<Item extends Acted, I extends { note: string }, O extends FieldValues>({
  verb,
  item,
  onClose,
  ...formProps
}: NoteDialogProps<Item, I, O>) {
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={item ? `${verb} ${item.transaction_id}` : ''}
      closeButtonProps={{ 'aria-label': 'Close' }}
      centered
    >
      {item && <NoteForm key={item.id} item={item} onDone={onClose} {...formProps} />}
    </Modal>
  );
}

type NoteFormProps<Item extends Acted, I extends { note: string }, O extends FieldValues> = Omit<
  NoteDialogProps<Item, I, O>,
  'verb' | 'item' | 'onClose'
> & { item: Item; onDone: () => void };

function NoteForm<Item extends Acted, I extends { note: string }, O extends FieldValues>({
  item,
  onDone,
  schema,
  defaultValues,
  facts,
  children,
  fields,
  noteDescription,
  submitLabel,
  submit,
}: NoteFormProps<Item, I, O>) {
  const refusal = useRefusal();
  const form = useSchemaForm(schema, { defaultValues });
  // Every form here has a note, but TypeScript cannot list the paths of a form not yet known.
  const note = 'note' as FieldPath<I>;
  const onSubmit = submitWith(form, async (values) => {
    const answer = await refusal.attempt(() => submit(item, values));
    if (!answer) return;
    notify.success(answer.message);
    onDone();
  });
  return (
    <FormWithSummary form={form} onSubmit={onSubmit}>
      <Stack gap="md">
        {facts(item)}
        <Text>{children}</Text>
        {fields?.(form)}
        <Textarea
          label="Note"
          description={noteDescription}
          rows={3}
          required
          {...bindInput(form, note)}
        />
        <Refusal message={refusal.message} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <SubmitButton form={form}>{submitLabel}</SubmitButton>
        </Group>
      </Stack>
    </FormWithSummary>
  );
}
