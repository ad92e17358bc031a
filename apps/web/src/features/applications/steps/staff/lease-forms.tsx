import { TextInput, Textarea } from '@mantine/core';
import { HandOverInputSchema, LeaseInputSchema } from '@portal/shared/application-step-bodies';
import { bindInput, useSchemaForm } from '@web/lib/form';
import type { StepFormProps } from '../step-form';
import { StepFormShell } from './step-form-shell';

/** Records the registered lease: the allocation then shows in the parcel register. */
export function RegisterLeaseForm({ application }: StepFormProps) {
  const form = useSchemaForm(LeaseInputSchema, {
    defaultValues: { lease_number: '', start_date: '' },
  });
  return (
    <StepFormShell
      form={form}
      applicationId={application.id}
      step="register_lease"
      submitLabel="Register lease"
      confirm={{
        title: 'Register the lease?',
        text: `The parcel will show as allocated to ${application.organisation_name ?? 'the applicant'} in the register and the public parcel API.`,
        label: 'Register lease',
      }}
    >
      <TextInput
        label="Lease number"
        autoComplete="off"
        required
        {...bindInput(form, 'lease_number')}
      />
      <TextInput label="Start date" type="date" required {...bindInput(form, 'start_date')} />
    </StepFormShell>
  );
}

/** Records the site handover, which closes the application. */
export function HandOverForm({ application }: StepFormProps) {
  const form = useSchemaForm(HandOverInputSchema, {
    defaultValues: { handover_date: '', note: '' },
  });
  return (
    <StepFormShell
      form={form}
      applicationId={application.id}
      step="hand_over"
      submitLabel="Record handover"
      confirm={{
        title: 'Record the handover?',
        text: `${application.reference} will be closed as handed over.`,
        label: 'Record handover',
      }}
    >
      <TextInput label="Handover date" type="date" required {...bindInput(form, 'handover_date')} />
      <Textarea
        label="Note (optional)"
        description="Who received the site, and anything agreed on the day."
        rows={3}
        {...bindInput(form, 'note')}
      />
    </StepFormShell>
  );
}
