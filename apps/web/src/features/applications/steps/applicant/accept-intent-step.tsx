import { Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { AcceptIntentSchema } from '@portal/shared/application-step-bodies';
import { SubmitButton } from '@web/components/submit-button';
import { bindInput, submitWith, useSchemaForm } from '@web/lib/form';
import { notify } from '@web/lib/toast';
import { useTakeStep } from '@web/features/applications/api/take-step';
import type { StepFormProps } from '../step-form';
import { FormWithSummary } from '@web/components/form-with-summary';

/** Accepts the letter of intent in the name of the person who signs for the organisation. */
export function AcceptIntentStep({ application }: StepFormProps) {
  const accept = useTakeStep(application.id, 'accept_intent');
  const form = useSchemaForm(AcceptIntentSchema, {
    defaultValues: { signatory_name: '', signatory_title: '' },
  });
  const onSubmit = submitWith(form, async (values) => {
    const answer = await accept.mutateAsync(values);
    notify.success(answer.message);
  });
  return (
    <FormWithSummary form={form} onSubmit={(event) => void onSubmit(event)}>
      <Stack gap="sm">
        <Text>
          Your application is approved. Accepting the letter of intent commits your organisation to
          go on to the offer of land; the Letter of Intent is issued in the signatory&apos;s name.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Signatory's name" required {...bindInput(form, 'signatory_name')} />
          <TextInput
            label="Signatory's title"
            description="Such as Managing Director."
            required
            {...bindInput(form, 'signatory_title')}
          />
        </SimpleGrid>
        <Group>
          <SubmitButton form={form}>Accept the letter of intent</SubmitButton>
        </Group>
      </Stack>
    </FormWithSummary>
  );
}
