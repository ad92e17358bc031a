import { Alert, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  MAX_DIALS,
  MeterInputSchema,
  utilityConnectionMessages,
  type Connection,
  type MeterInput,
} from '@portal/shared/utility-connections';
import { SERVICE_UNITS, UNIT_SYMBOLS } from '@portal/shared/utility-words';
import type { z } from 'zod';
import { FormNumberInput, wholeNumberInput } from '@web/components/form-number-input';
import { FormWithSummary } from '@web/components/form-with-summary';
import { bindInput, submitWith, useSchemaForm } from '@web/lib/form';
import { formatDay } from '@web/lib/format';
import { notify } from '@web/lib/toast';
import { installMeter } from '../api/install-meter';
import { FormButtons } from '@web/components/form-buttons';

/** A replacement needs the old meter's closing reading: asked before anything is sent. */
const replacementSchema = MeterInputSchema.refine((meter) => meter.closing_value !== undefined, {
  message: utilityConnectionMessages.closingValueNeeded,
  path: ['closing_value'],
});

type MeterFormProps = {
  connection: Connection;
  onCancel: () => void;
  onFitted: (connection: Connection) => void;
};

/**
 * A meter fitted on a connection with its opening reading; replacing the meter there also takes
 * that one's last, closing reading, so that the units used up to the swap are billed once.
 */
export function MeterForm({ connection, onCancel, onFitted }: MeterFormProps) {
  const old = connection.meter;
  const unit = SERVICE_UNITS[connection.service];
  const schema: z.ZodType<MeterInput, MeterInput> = old ? replacementSchema : MeterInputSchema;
  const form = useSchemaForm(schema, {
    defaultValues: { serial: '', unit, installed_on: '' } as Partial<MeterInput> as MeterInput,
  });
  const onSubmit = submitWith(form, async (values) => {
    const answer = await installMeter(connection.id, values);
    notify.success(answer.message);
    onFitted(answer.data);
  });
  const symbol = UNIT_SYMBOLS[unit];
  return (
    <FormWithSummary form={form} onSubmit={onSubmit}>
      <Stack gap="md">
        {old && (
          <Alert color="blue" title={`Replacing meter ${old.serial}`}>
            Meter {old.serial}, fitted on {formatDay(old.installed_on)}, is taken off on the day the
            new one is fitted. Its closing reading and the new meter’s opening reading are recorded
            together, so the units used up to the swap are billed once.
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label="Serial number"
            description="As printed on the meter."
            autoComplete="off"
            required
            {...bindInput(form, 'serial')}
          />
          <TextInput
            label="Unit"
            description={`A ${connection.service} meter counts ${symbol}.`}
            value={symbol}
            readOnly
            variant="filled"
          />
          <FormNumberInput
            form={form}
            name="dials"
            label="Dials"
            description={`How many digits it shows, 1 to ${MAX_DIALS}: after all nines it starts again from 0.`}
            min={1}
            max={MAX_DIALS}
            required
            {...wholeNumberInput}
          />
          <TextInput
            label="Fitted on"
            description="Its day in Nairobi, not after today."
            type="date"
            required
            {...bindInput(form, 'installed_on')}
          />
          <FormNumberInput
            form={form}
            name="opening_value"
            label={`Opening reading (${symbol})`}
            description="What its dials show when fitted."
            required
            thousandSeparator=","
            {...wholeNumberInput}
          />
          {old && (
            <FormNumberInput
              form={form}
              name="closing_value"
              label={`Closing reading of ${old.serial} (${symbol})`}
              description="What the old meter’s dials show as it is taken off: its last reading, no lower than the one before."
              required
              thousandSeparator=","
              {...wholeNumberInput}
            />
          )}
        </SimpleGrid>
        <FormButtons form={form} onCancel={onCancel}>
          {old ? 'Replace the meter' : 'Fit the meter'}
        </FormButtons>
      </Stack>
    </FormWithSummary>
  );
}
