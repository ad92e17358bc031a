import { Group, Radio } from '@mantine/core';
import { OfferInputSchema } from '@portal/shared/application-step-bodies';
import { DEFAULT_CURRENCY } from '@portal/shared/money';
import { LEASE_TERMS } from '@portal/shared/parcels';
import { Controller } from 'react-hook-form';
import { FormSelect } from '@web/components/form-select';
import { MoneyInput } from '@web/components/money-input';
import { fieldError, markChanged, useSchemaForm } from '@web/lib/form';
import {
  parcelLabel,
  useApplicationOptions,
} from '@web/features/applications/api/application-options';
import type { StepFormProps } from '../step-form';
import { StepFormShell } from './step-form-shell';

/**
 * The Letter of Offer's terms: the parcel (reserved from now on), the stand premium (an invoice
 * is issued for it), the annual ground rent and the lease term.
 */
export function OfferForm({ application }: StepFormProps) {
  const parcels = useApplicationOptions()?.parcels ?? [];
  const form = useSchemaForm(OfferInputSchema, {
    defaultValues: { parcel_id: application.preferred_parcel_id ?? undefined },
  });
  return (
    <StepFormShell
      form={form}
      applicationId={application.id}
      step="offer"
      submitLabel="Issue offer"
      confirm={{
        title: 'Issue the Letter of Offer?',
        text: 'The parcel will be reserved for this applicant, the letter issued and a stand-premium invoice sent to them.',
        label: 'Issue offer',
      }}
    >
      <FormSelect
        form={form}
        name="parcel_id"
        label="Parcel"
        placeholder="Choose an available parcel"
        data={parcels.map((parcel) => ({ value: parcel.id, label: parcelLabel(parcel) }))}
        searchable
        required
      />
      {/* Typed in shillings, sent in cents. */}
      <MoneyInput
        form={form}
        name="stand_premium"
        label={`Stand premium (${DEFAULT_CURRENCY})`}
        description="For example 2,500,000 or 2,500,000.50."
        required
      />
      <MoneyInput
        form={form}
        name="annual_ground_rent"
        label={`Annual ground rent (${DEFAULT_CURRENCY})`}
        required
      />
      <Controller
        control={form.control}
        name="term_years"
        render={({ field }) => (
          <Radio.Group
            label="Lease term"
            required
            value={field.value === undefined ? null : String(field.value)}
            onChange={(value) => {
              field.onChange(Number(value));
              markChanged(form, 'term_years');
            }}
            error={fieldError(form, 'term_years')}
          >
            <Group mt="xs">
              {LEASE_TERMS.map((term, index) => (
                <Radio
                  key={term}
                  value={String(term)}
                  label={`${term} years`}
                  ref={index === 0 ? field.ref : undefined}
                />
              ))}
            </Group>
          </Radio.Group>
        )}
      />
    </StepFormShell>
  );
}
