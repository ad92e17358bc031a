import { Anchor } from '@mantine/core';
import type { AuditEvent, AuditRecordType } from '@portal/shared/audit';
import { Link } from 'react-router';
import { paths, screenAt } from '@web/config/resources';
import { runGuards } from '@web/lib/guards';
import { useCurrentUser } from '@web/lib/session';
import { labelOf, recordTypeLabels } from '../audit-labels';

/** The screen that shows each type of record that has one. */
const recordScreens: Partial<Record<AuditRecordType, (id: number) => string>> = {
  user: paths.users.show,
  role: paths.roles.edit,
  service: paths.services.edit,
  committee: paths.committees.show,
  parcel: paths.parcels.edit,
  allocation: paths.allocations.edit,
  api_key: paths.apiKeys.edit,
  application: paths.myApplications.show,
  invoice: paths.invoices.show,
  vendor_call: paths.vendorCalls.edit,
};

/**
 * The record an event is about by its name ('Parcel TC-P1-0007', 'Role #4' once deleted), leading
 * to its screen where the reader may open it; a deleted record has none to lead to.
 */
export function AuditRecord({ event }: { event: AuditEvent }) {
  const user = useCurrentUser();
  const { record_type: type, record_id: id, action, record_name: recordName } = event;
  const known = recordName ?? (id === null ? null : `#${id}`);
  const name = `${labelOf(recordTypeLabels, type)}${known === null ? '' : ` ${known}`}`;
  // Both journeys' applications are of one record type; a vendor's reference says which page.
  const vendorApplication = type === 'application' && recordName?.startsWith('VND-');
  const screenOf = vendorApplication
    ? paths.myVendorApplications.show
    : Object.hasOwn(recordScreens, type)
      ? recordScreens[type as AuditRecordType]
      : undefined;
  if (id === null || !screenOf || action.endsWith('.deleted')) return name;
  const to = screenOf(id);
  const guards = screenAt(to)?.screen.guards ?? [];
  if (runGuards(guards, { user, path: to }).kind !== 'allow') return name;
  return (
    <Anchor component={Link} to={to} inherit>
      {name}
    </Anchor>
  );
}
