import type { AllocationRecord } from '@portal/shared/parcels';
import { auditDetails, type RecordField } from '@web/components/record-modal';
import { formatDay } from '@web/lib/format';
import { leaseTermOf } from '../present-parcel';

/** The allocations list's View modal: the allocation, its linked account, who changed what. */
export function allocationDetails(allocation: AllocationRecord): RecordField[] {
  const { allottee } = allocation;
  return [
    { label: 'Parcel', value: allocation.parcel_number },
    { label: 'Allotted to', value: allocation.allocated_to },
    {
      label: 'Allottee account',
      value: allottee ? `${allottee.name} (${allottee.email})` : 'None linked',
    },
    { label: 'Allocation date', value: formatDay(allocation.allocated_at) },
    { label: 'Lease term', value: leaseTermOf(allocation.lease_term_years) },
    { label: 'Lease ends', value: formatDay(allocation.lease_ends_at) },
    ...auditDetails(allocation),
  ];
}
