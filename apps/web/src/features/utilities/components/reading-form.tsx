import { Checkbox, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { Connection } from '@portal/shared/utility-connections';
import { ReadingInputSchema, type ReadingInput } from '@portal/shared/utility-readings';
import { SERVICE_UNITS, UNIT_SYMBOLS } from '@portal/shared/utilities';
import { nairobiInstant, nairobiLocal } from '@portal/shared/vendor-calls';
import { useMemo } from 'react';
import { z } from 'zod';
import { FormNumberInput, wholeNumberInput } from '@web/components/form-number-input';
import { FormWithSummary } from '@web/components/form-with-summary';
import { SubmitButton } from '@web/components/submit-button';
import { bindInput, submitWith, useSchemaForm } from '@web/lib/form';
import { notify } from '@web/lib/toast';
import { useSubmitReading } from '../api/submit-reading';

type ReadingFormValues = { value: number | undefined; read_at: string; rollover: boolean };

const now = () => nairobiLocal(new Date().toISOString());

/**
 * The holder's own meter reading (docs/product.md, "Utilities"): what the dials show and when,
 * on Nairobi's clock. It is the holder's word (source customer): the month's bill uses it when no
 * actual reading comes. A refusal is shown above the form and under its field.
 */
export function ReadingForm({ connection }: { connection: Connection }) {
  const submitReading = useSubmitReading();
  const schema = useMemo(
    () =>
      z
        .custom<ReadingFormValues>()
        // An empty value goes on as it is: the shared schema calls it required, under its field.
        .transform(({ read_at, value, rollover }): ReadingInput => ({
          connection_id: connection.id,
          value: value as number,
          read_at: read_at ? nairobiInstant(read_at) : read_at,
          source: 'customer',
          rollover,
        }))
        .pipe(ReadingInputSchema),
    [connection.id],
  );
  const form = useSchemaForm(schema, {
    defaultValues: { value: undefined, read_at: now(), rollover: false },
  });
  const onSubmit = submitWith(form, async (values) => {
    const answer = await submitReading.mutateAsync(values);
    notify.success(answer.message);
    form.reset({ value: undefined, read_at: now(), rollover: false });
  });
  const unit = UNIT_SYMBOLS[connection.meter?.unit ?? SERVICE_UNITS[connection.service]];

  return (
    <FormWithSummary form={form} onSubmit={onSubmit} aria-label="Submit your own reading">
      <Stack gap="md">
        <Text>
          Read the meter’s dials and send what they show. Your reading is used for the month’s bill
          if no actual reading is taken; without either, the bill is estimated from your average
          use. An actual reading always takes its place.
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <FormNumberInput
            form={form}
            name="value"
            label={`Reading (${unit})`}
            description="The whole number on the dials, without the red figures after it."
            required
            thousandSeparator=","
            {...wholeNumberInput}
          />
          <TextInput
            label="Date and time you read it (Nairobi time)"
            description="When you looked at the meter; not later than now."
            type="datetime-local"
            required
            {...bindInput(form, 'read_at')}
          />
        </SimpleGrid>
        <Checkbox
          label="The dials went past their highest number and started again from 0 since the last reading"
          {...bindInput(form, 'rollover')}
        />
        <Group>
          <SubmitButton form={form}>Submit reading</SubmitButton>
        </Group>
      </Stack>
    </FormWithSummary>
  );
}
