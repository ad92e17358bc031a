import { Anchor, Code, Stack, Text } from '@mantine/core';
import type { AuditEvent } from '@portal/shared/audit';
import { Fragment } from 'react';
import { Link } from 'react-router';
import type { Column } from '@web/components/data-table/column';
import { formatUtcMoment } from '@web/lib/format';
import { auditQueryOf } from '../audit-address';
import { actionLabels, labelOf } from '../audit-labels';
import { AuditChangesList } from './audit-changes';
import { AuditRecord } from './audit-record';

const NOBODY = '—';

/**
 * Who acted: their name, or their number where the account has since gone; nobody for a refused
 * sign-in; the system, on someone's behalf, for what followed from their act, or on its own for
 * a scheduled job. A person's name filters the trail to what they did, so nobody needs to know a
 * user's number.
 */
function Actor({ event: { actor } }: { event: AuditEvent }) {
  if (!actor) return NOBODY;
  // A scheduled job acted on its own (a ground rent invoiced on a lease's anniversary).
  if (actor.id === null) return <>System (scheduled job: {actor.name})</>;
  const name = actor.name ?? `User #${actor.id}`;
  const link = (
    <Anchor
      component={Link}
      to={auditQueryOf({ page: 1, filter: { actor_id: String(actor.id) } })}
      inherit
      title={`Show only what ${name} did`}
    >
      {name}
    </Anchor>
  );
  // A change the system made because of this person's act (an approval, a payment in full).
  if (actor.by_system) return <>System, on behalf of {link}</>;
  return link;
}

/** A code such as `user.sign_in_refused_locked`, which breaks after a dot or underscore if need be. */
function BreakableCode({ code }: { code: string }) {
  return (
    <Code>
      {code.split(/(?<=[._])/).map((part, at) => (
        <Fragment key={at}>
          {at > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </Code>
  );
}

/** The audit trail's columns (record 0026: the changes fold under the time on a narrow screen). */
export const auditColumns: Column<AuditEvent>[] = [
  { header: 'When', minWidth: 120, cell: (event) => formatUtcMoment(event.at) },
  { header: 'Who', minWidth: 130, cell: (event) => <Actor event={event} /> },
  { header: 'From', priority: 3, minWidth: 110, cell: (event) => event.ip ?? NOBODY },
  {
    header: 'Action',
    minWidth: 200,
    cell: (event) => (
      <Stack gap={2} align="flex-start">
        <Text inherit>{labelOf(actionLabels, event.action)}</Text>
        <BreakableCode code={event.action} />
      </Stack>
    ),
  },
  { header: 'Record', priority: 2, minWidth: 110, cell: (event) => <AuditRecord event={event} /> },
  {
    header: 'Changes',
    priority: 2,
    minWidth: 220,
    cell: (event) => <AuditChangesList changes={event.changes} />,
  },
];
