import { Alert, Group, Input, Stack } from '@mantine/core';
import { READING_IMPORT_MAX_BYTES, utilityReadingMessages } from '@portal/shared/utility-readings';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { FormWithSummary } from '@web/components/form-with-summary';
import { SubmitButton } from '@web/components/submit-button';
import { ApiError } from '@web/lib/http-client';
import { fieldError, useSchemaForm } from '@web/lib/form';
import { connectionsListKey } from '../api/get-connections';
import { readingsListKey } from '../api/get-readings';
import { importReadings } from '../api/import-readings';
import { ImportProblems, problemsOf, type ImportProblem } from './import-problems';

const chooseFile = 'Choose the CSV file of readings.';

const ImportFormSchema = z.object({
  file: z
    .instanceof(File, { error: chooseFile })
    .refine((file) => file.size <= READING_IMPORT_MAX_BYTES, utilityReadingMessages.fileTooLarge),
});
type ImportFormValues = z.input<typeof ImportFormSchema>;

/** A file's text, as the browser reads it. */
function textOf(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });
}

type Outcome =
  | { kind: 'imported'; imported: number; skipped: number; name: string }
  | { kind: 'refused'; problems: ImportProblem[]; message: string; name: string };

/**
 * A meter reader's CSV file, sent as it is: imported whole, or not at all, with every bad line
 * named (docs/product.md, "Utilities"). A file sent again adds nothing: its readings are skipped.
 */
export function ImportForm() {
  const queryClient = useQueryClient();
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useSchemaForm(ImportFormSchema, {
    defaultValues: {} as Partial<ImportFormValues> as ImportFormValues,
  });
  const onSubmit = form.handleSubmit(async ({ file }) => {
    setOutcome(null);
    try {
      const answer = await importReadings(await textOf(file));
      setOutcome({ kind: 'imported', ...answer.data, name: file.name });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: readingsListKey }),
        queryClient.invalidateQueries({ queryKey: connectionsListKey }),
      ]);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // A 422 names each bad line; a file too large or of another type is said under the field.
      if (error.status === 422 && error.errors) {
        const problems = problemsOf(error.errors);
        setOutcome({ kind: 'refused', problems, message: error.message, name: file.name });
      } else {
        form.setError('file', { type: 'server', message: error.message });
      }
    }
  });
  const error = fieldError(form, 'file');
  const describedBy = [`${id}-description`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <Stack gap="lg">
      <FormWithSummary form={form} onSubmit={onSubmit}>
        <Stack gap="md">
          <Controller
            control={form.control}
            name="file"
            render={({ field }) => (
              <Input.Wrapper
                id={id}
                label="CSV file of readings"
                description="At most 2 MB, with the header below as its first line."
                error={error}
                required
              >
                <input
                  id={id}
                  type="file"
                  accept=".csv,text/csv"
                  aria-describedby={describedBy}
                  aria-invalid={error ? true : undefined}
                  data-field="file"
                  ref={field.ref}
                  onBlur={field.onBlur}
                  onChange={(event) => {
                    field.onChange(event.currentTarget.files?.[0]);
                    setOutcome(null);
                    void form.trigger('file');
                  }}
                  style={{ display: 'block', marginTop: 8, maxWidth: '100%' }}
                />
              </Input.Wrapper>
            )}
          />
          <Group>
            <SubmitButton form={form}>Import</SubmitButton>
          </Group>
        </Stack>
      </FormWithSummary>
      <div aria-live="polite">
        {outcome?.kind === 'imported' && (
          <Alert color="green" title={`${outcome.name} imported`}>
            {outcome.imported} {outcome.imported === 1 ? 'reading' : 'readings'} imported;{' '}
            {outcome.skipped} skipped, as already recorded.
          </Alert>
        )}
        {outcome?.kind === 'refused' && (
          <Stack gap="sm">
            <Alert color="red" title={`Nothing was imported from ${outcome.name}`}>
              {outcome.message} Correct the lines below and send the whole file again.
            </Alert>
            <ImportProblems problems={outcome.problems} />
          </Stack>
        )}
      </div>
    </Stack>
  );
}
