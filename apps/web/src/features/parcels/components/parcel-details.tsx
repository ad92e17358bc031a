import type { ParcelRecord } from '@portal/shared/parcels';
import { auditDetails, type RecordField } from '@web/components/record-modal';
import { formatDay } from '@web/lib/format';
import { floorsOf, leaseTermOf } from '../present-parcel';
import { ParcelStatusBadge } from './parcel-status-badge';

/** What identifies a parcel on the ground: the allocate screen shows it above its form. */
export function parcelSummary(parcel: ParcelRecord): RecordField[] {
  return [
    { label: 'Number', value: parcel.number },
    { label: 'Acres', value: parcel.acre },
    { label: 'Land use', value: parcel.land_use },
    { label: 'Zone', value: parcel.zone },
  ];
}

/** The parcels list's View modal: every field, the allocation if any, then who changed what. */
export function parcelDetails(parcel: ParcelRecord): RecordField[] {
  const { allocation } = parcel;
  return [
    ...parcelSummary(parcel),
    { label: 'Floors', value: floorsOf(parcel) },
    { label: 'Status', value: <ParcelStatusBadge status={parcel.status} /> },
    ...(allocation
      ? [
          { label: 'Allotted to', value: allocation.allocated_to },
          { label: 'Allocation date', value: formatDay(allocation.allocated_at) },
          { label: 'Lease term', value: leaseTermOf(allocation.lease_term_years) },
        ]
      : []),
    ...auditDetails(parcel),
  ];
}
