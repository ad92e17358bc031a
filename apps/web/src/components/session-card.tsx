import type { Session } from '@portal/shared/sessions';
import type { ReactNode } from 'react';
import { formatMoment } from '@web/lib/format';
import { ListCard } from './card-list';

type SessionCardProps = { session: Session; action?: ReactNode };

/**
 * One signed-in session as a list item: its device, address and times, this device marked, and
 * what may be done to it (docs/product.md, "Sessions").
 */
export function SessionCard({ session, action }: SessionCardProps) {
  return (
    <ListCard
      title={session.device}
      badge={session.current && 'This device'}
      detail={`${session.ip ?? 'Unknown address'} · signed in ${formatMoment(session.created_at)} · last used ${formatMoment(session.last_used_at)}`}
      action={action}
    />
  );
}
