import { Stack, TextInput } from '@mantine/core';
import { AllocationInputSchema, LEASE_TERMS, type AllocationRecord } from '@portal/shared/parcels';
import { FormActions } from '@web/components/form-actions';
import { FormSelect } from '@web/components/form-select';
import { useSaveAndGoBack } from '@web/components/use-save-and-go-back';
import { bindInput, useSchemaForm } from '@web/lib/form';
import { useCreateAllocation } from '../api/create-allocation';
import { useUpdateAllocation } from '../api/update-allocation';
import { allocationPaths, parcelPaths } from '../paths';
import { leaseTermOf } from '../present-parcel';
import { FormWithSummary } from '@web/components/form-with-summary';

/** What the form asks: the parcel is given by the screen (allocate) or kept (edit). */
const AllocationFieldsSchema = AllocationInputSchema.omit({ parcel_id: true });

const leaseTerms = LEASE_TERMS.map((term) => ({ value: term, label: leaseTermOf(term) }));

type AllocationFormProps =
  | {
      /** The parcel to allocate. */
      parcelId: number;
    }
  | {
      /** The allocation to change. */
      allocation: AllocationRecord;
    };

/**
 * Whom a parcel is allocated to, from when and for how long, for allocate-parcel and
 * edit-allocation alike; a save goes to the allocations list.
 */
export function AllocationForm(props: AllocationFormProps) {
  const createAllocation = useCreateAllocation();
  const updateAllocation = useUpdateAllocation();
  const allocation = 'allocation' in props ? props.allocation : undefined;
  const form = useSchemaForm(AllocationFieldsSchema, {
    defaultValues: {
      allocated_to: allocation?.allocated_to ?? '',
      allottee_email: allocation?.allottee?.email ?? '',
      allocated_at: allocation?.allocated_at ?? '',
      // The record's term is any number to the type checker; the field holds one of those offered.
      lease_term_years: LEASE_TERMS.find((term) => term === allocation?.lease_term_years),
    },
  });
  const onSubmit = useSaveAndGoBack(form, allocationPaths.list, (values) =>
    'allocation' in props
      ? updateAllocation.mutateAsync({ id: props.allocation.id, ...values })
      : createAllocation.mutateAsync({ parcel_id: props.parcelId, ...values }),
  );

  return (
    <FormWithSummary form={form} onSubmit={onSubmit}>
      <Stack gap="md">
        {allocation && (
          <TextInput label="Parcel" value={allocation.parcel_number} readOnly variant="filled" />
        )}
        <TextInput
          label="Allotted to"
          description="The person or company the parcel is allocated to."
          autoComplete="off"
          required
          {...bindInput(form, 'allocated_to')}
        />
        <TextInput
          label="Allottee account email (optional)"
          description="Links the allocation to the allottee's portal account."
          type="email"
          autoComplete="off"
          {...bindInput(form, 'allottee_email')}
        />
        <TextInput
          label="Allocation date"
          type="date"
          required
          {...bindInput(form, 'allocated_at')}
        />
        <FormSelect
          form={form}
          name="lease_term_years"
          label="Lease term"
          placeholder="Choose a lease term"
          data={leaseTerms}
          required
        />
        <FormActions form={form} cancelTo={allocation ? allocationPaths.list : parcelPaths.list} />
      </Stack>
    </FormWithSummary>
  );
}
