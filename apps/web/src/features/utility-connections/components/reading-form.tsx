import { Checkbox, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { Connection } from '@portal/shared/utility-connections';
import { ReadingInputSchema, type ReadingInput } from '@portal/shared/utility-readings';
import { READING_SOURCES, type ReadingSource } from '@portal/shared/utilities';
import { UNIT_SYMBOLS } from '@portal/shared/utility-words';
import { nairobiInstant } from '@portal/shared/vendor-calls';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { FormNumberInput, wholeNumberInput } from '@web/components/form-number-input';
import { FormWithSummary } from '@web/components/form-with-summary';
import { bindInput, fieldError, markChanged, submitWith, useSchemaForm } from '@web/lib/form';
import { formatNairobiMoment } from '@web/lib/format';
import { notify } from '@web/lib/toast';
import { recordReading } from '../api/record-reading';
import { FormButtons } from '@web/components/form-buttons';

/** The sources in staff's words: the holder's own reading is not the reader's "your own". */
export const SOURCE_WORDS: Record<ReadingSource, string> = {
  actual: 'Actual',
  estimated: 'Estimated',
  customer: 'The holder’s own',
};
const SOURCE_MEANINGS: Record<ReadingSource, string> = {
  actual: 'Read off the meter by the authority’s reader.',
  estimated: 'Not read: worked out from the usual use.',
  customer: 'Sent by the account holder.',
};

type ReadingFormValues = Omit<ReadingInput, 'connection_id'>;

/** The time as typed in Nairobi time, made an instant before the shared schema checks it. */
const readingFormSchema = (connectionId: number) =>
  z
    .custom<ReadingFormValues>()
    .transform(({ read_at, ...reading }) => ({
      ...reading,
      connection_id: connectionId,
      read_at: read_at ? nairobiInstant(read_at) : read_at,
    }))
    .pipe(ReadingInputSchema);

type ReadingFormProps = {
  connection: Connection;
  onCancel: () => void;
  onRecorded: () => void;
};

/**
 * A reading of the connection's meter, from any source. A value lower than the last is refused
 * unless the dials turned over; one far from the usual use is recorded and flagged for review.
 */
export function ReadingForm({ connection, onCancel, onRecorded }: ReadingFormProps) {
  const form = useSchemaForm(readingFormSchema(connection.id), {
    defaultValues: { read_at: '', source: 'actual', rollover: false },
  });
  const onSubmit = submitWith(form, async (values) => {
    const answer = await recordReading(values);
    if (answer.data.flagged) notify.warning(`${answer.message} ${answer.data.flag_reason ?? ''}`);
    else notify.success(answer.message);
    onRecorded();
  });
  const unit = connection.meter ? UNIT_SYMBOLS[connection.meter.unit] : '';
  const last = connection.last_reading;
  return (
    <FormWithSummary form={form} onSubmit={onSubmit}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <FormNumberInput
            form={form}
            name="value"
            label={`Reading (${unit})`}
            description={
              last
                ? `What the dials show. The last was ${last.value.toLocaleString('en-GB')} on ${formatNairobiMoment(last.read_at)}.`
                : 'What the dials show.'
            }
            required
            thousandSeparator=","
            {...wholeNumberInput}
          />
          {/* The browser's picker gives the 'YYYY-MM-DDTHH:mm' that nairobiInstant reads. */}
          <TextInput
            label="Read at (Nairobi time)"
            description="When the dials were read; not in the future."
            type="datetime-local"
            required
            {...bindInput(form, 'read_at')}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="source"
          render={({ field }) => (
            <Radio.Group
              label="Source"
              required
              value={field.value ?? ''}
              onChange={(value) => {
                field.onChange(value);
                markChanged(form, 'source');
              }}
              error={fieldError(form, 'source')}
              data-field="source"
            >
              <Stack gap="xs" mt="xs">
                {READING_SOURCES.map((source, position) => (
                  <Radio
                    key={source}
                    value={source}
                    label={SOURCE_WORDS[source]}
                    description={SOURCE_MEANINGS[source]}
                    ref={position === 0 ? field.ref : undefined}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        <Checkbox
          label="The dials rolled over"
          description="Tick it when the dials went past their maximum and started again from 0 since the last reading: a lower reading is then taken as use, not refused."
          {...bindInput(form, 'rollover')}
        />
        <FormButtons form={form} onCancel={onCancel}>
          Record the reading
        </FormButtons>
      </Stack>
    </FormWithSummary>
  );
}
