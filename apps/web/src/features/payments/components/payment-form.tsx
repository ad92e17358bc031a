import { Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import {
  ONLINE_METHOD_LABELS,
  PaymentAttemptInputSchema,
  type OnlineMethod,
  type PaymentAttempt,
} from '@portal/shared/payments';
import { Controller } from 'react-hook-form';
import { FormWithSummary } from '@web/components/form-with-summary';
import { SubmitButton } from '@web/components/submit-button';
import { bindInput, fieldError, markChanged, submitWith, useSchemaForm } from '@web/lib/form';
import { startAttempt } from '../api/start-attempt';

/** What the payer chose last time, offered again when they try again. */
export type PaymentChoice = { method?: OnlineMethod; phone: string };

type PaymentFormProps = {
  invoiceId: number;
  /** The methods on offer now, in the order they are offered. */
  methods: OnlineMethod[];
  initial: PaymentChoice;
  /** The attempt the server started, with the choice as typed, to offer again. */
  onStarted: (attempt: PaymentAttempt, choice: PaymentChoice) => void;
  onCancel: () => void;
};

const SUBMIT_LABELS: Record<OnlineMethod, string> = {
  mobile_money: 'Send the payment request',
  card: 'Continue to card payment',
};

/**
 * How to pay: M-Pesa, whose phone gets a prompt for the PIN, or a card, paid on the provider's own
 * page. Only the methods the portal offers now are shown; one alone is chosen already.
 */
export function PaymentForm({
  invoiceId,
  methods,
  initial,
  onStarted,
  onCancel,
}: PaymentFormProps) {
  const form = useSchemaForm(PaymentAttemptInputSchema, {
    defaultValues: {
      method: initial.method ?? (methods.length === 1 ? methods[0] : undefined),
      phone: initial.phone,
    },
  });
  const method = form.watch('method');
  const onSubmit = submitWith(form, async (values) => {
    const attempt = await startAttempt(invoiceId, values);
    onStarted(attempt, { method: values.method, phone: form.getValues('phone') ?? '' });
  });
  return (
    <FormWithSummary form={form} onSubmit={onSubmit}>
      <Stack gap="md">
        <Controller
          control={form.control}
          name="method"
          render={({ field }) => (
            <Radio.Group
              label="How do you want to pay?"
              required
              value={field.value ?? null}
              onChange={(value) => {
                field.onChange(value);
                markChanged(form, 'method');
              }}
              error={fieldError(form, 'method')}
              data-field="method"
            >
              <Stack gap="xs" mt="xs">
                {methods.map((offered, index) => (
                  <Radio
                    key={offered}
                    value={offered}
                    label={ONLINE_METHOD_LABELS[offered]}
                    ref={index === 0 ? field.ref : undefined}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        {method === 'mobile_money' && (
          <TextInput
            label="M-Pesa phone number"
            description="The phone that gets the request for your M-Pesa PIN, like 0712 345 678."
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
            maw={320}
            {...bindInput(form, 'phone')}
          />
        )}
        {method === 'card' && (
          <Text size="sm">
            You pay on the card provider’s page, then come back here to see the payment confirmed.
          </Text>
        )}
        <Group gap="sm">
          <SubmitButton form={form}>{method ? SUBMIT_LABELS[method] : 'Continue'}</SubmitButton>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </FormWithSummary>
  );
}
