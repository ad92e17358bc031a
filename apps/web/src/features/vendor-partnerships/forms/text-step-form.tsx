import { Stack, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { FormButtons } from '@web/components/form-buttons';
import { FormWithSummary } from '@web/components/form-with-summary';
import { bindInput, submitWith, useSchemaForm } from '@web/lib/form';
import { notify } from '@web/lib/toast';

type Field = 'note' | 'response' | 'reason';
type Values<Name extends Field> = Record<Name, string>;
/** What a step's schema takes and gives: its one text, which may be left out where optional. */
type Loose<Name extends Field> = Partial<Record<Name, string | null>>;

type TextStepFormProps<Name extends Field> = {
  /** The call's own body schema, as the server checks it. */
  schema: z.ZodType<Loose<Name>, Values<Name> | Loose<Name>>;
  name: Name;
  label: string;
  description: string;
  required: boolean;
  submitLabel: string;
  /** What the step is about, above the text. */
  children?: ReactNode;
  send: (text: string) => Promise<{ message: string }>;
  onDone: () => void;
  onCancel: () => void;
};

/**
 * A step that is a few written words (returning a plan with a note, answering a finding, closing
 * or reopening it, ending the partnership): the text, checked by the call's own schema, then the step; its message is
 * toasted, a refusal stays in the dialog.
 */
export function TextStepForm<Name extends Field>({
  schema,
  name,
  label,
  description,
  required,
  submitLabel,
  children,
  send,
  onDone,
  onCancel,
}: TextStepFormProps<Name>) {
  const form = useSchemaForm(schema as unknown as z.ZodType<Loose<Field>, Values<Field>>, {
    defaultValues: { [name]: '' } as Values<Field>,
  });
  const onSubmit = submitWith(form, async (values) => {
    const answer = await send(values[name] ?? '');
    notify.success(answer.message);
    onDone();
  });
  return (
    <FormWithSummary form={form} onSubmit={onSubmit}>
      <Stack gap="md">
        {children}
        <Textarea
          label={label}
          description={description}
          required={required}
          rows={4}
          {...bindInput(form, name)}
        />
        <FormButtons form={form} onCancel={onCancel}>
          {submitLabel}
        </FormButtons>
      </Stack>
    </FormWithSummary>
  );
}
