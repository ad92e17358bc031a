import { Alert, Radio, Stack, TextInput } from '@mantine/core';
import {
  ConnectionStatusInputSchema,
  type Connection,
  type ConnectionStatusInput,
} from '@portal/shared/utility-connections';
import type { ConnectionStatus } from '@portal/shared/utilities';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormWithSummary } from '@web/components/form-with-summary';
import { bindInput, fieldError, markChanged, submitWith, useSchemaForm } from '@web/lib/form';
import { notify } from '@web/lib/toast';
import { changeConnectionStatus } from '../api/change-connection-status';
import { FormButtons } from '@web/components/form-buttons';

/** What can be done from each status, in the words of the act; a closed one does nothing. */
const MOVES: Record<ConnectionStatus, { status: ConnectionStatus; label: string; says: string }[]> =
  {
    active: [
      { status: 'suspended', label: 'Suspend', says: 'Stops it for now; it can be reactivated.' },
      { status: 'closed', label: 'Close', says: 'Ends it for good, from a day you give.' },
    ],
    suspended: [
      { status: 'active', label: 'Reactivate', says: 'Supplies it again.' },
      { status: 'closed', label: 'Close', says: 'Ends it for good, from a day you give.' },
    ],
    closed: [],
  };

/** A closing's day is asked only of a closing: nothing else sends one. */
const StatusFormSchema = z
  .custom<ConnectionStatusInput>()
  .transform(({ closed_on, ...change }) =>
    change.status === 'closed' ? { ...change, closed_on } : change,
  )
  .pipe(ConnectionStatusInputSchema);

type StatusFormProps = {
  connection: Connection;
  onCancel: () => void;
  onChanged: (connection: Connection) => void;
};

/** Suspends, reactivates or closes a connection, with the reason; closing is final. */
export function StatusForm({ connection, onCancel, onChanged }: StatusFormProps) {
  const form = useSchemaForm(StatusFormSchema, {
    defaultValues: { reason: '', closed_on: '' } as Partial<ConnectionStatusInput>,
  });
  const onSubmit = submitWith(form, async (values) => {
    const answer = await changeConnectionStatus(connection.id, values);
    notify.success(answer.message);
    onChanged(answer.data);
  });
  const status = useWatch({ control: form.control, name: 'status' });
  const closing = status === 'closed';
  return (
    <FormWithSummary form={form} onSubmit={onSubmit}>
      <Stack gap="md">
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <Radio.Group
              label="Change"
              required
              value={field.value ?? ''}
              onChange={(value) => {
                field.onChange(value);
                markChanged(form, 'status');
              }}
              error={fieldError(form, 'status')}
              data-field="status"
            >
              <Stack gap="xs" mt="xs">
                {MOVES[connection.status].map((move, position) => (
                  <Radio
                    key={move.status}
                    value={move.status}
                    label={move.label}
                    description={move.says}
                    ref={position === 0 ? field.ref : undefined}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        {closing && (
          <>
            <Alert color="red" title="Closing is final">
              A closed connection takes no more readings, meters or changes, and cannot be reopened.
              Its bills up to the closing day stay owed. To supply the parcel again, open a new
              connection.
            </Alert>
            <TextInput
              label="Closed on"
              description="The day supply ended, in Nairobi: not before the connection started."
              type="date"
              required
              {...bindInput(form, 'closed_on')}
            />
          </>
        )}
        <TextInput
          label="Reason"
          description="Why, as the account’s history will show it."
          autoComplete="off"
          required
          {...bindInput(form, 'reason')}
        />
        <FormButtons form={form} onCancel={onCancel}>
          {closing ? 'Close the connection' : 'Change the status'}
        </FormButtons>
      </Stack>
    </FormWithSummary>
  );
}
