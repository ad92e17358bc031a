import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { UnbrokenReference } from '@web/components/unbroken-reference';
import { holds } from '@web/lib/guards';
import { useCurrentUser } from '@web/lib/session';
import { connectionPath } from '../paths';

/**
 * A connection's number, leading to its page for those whose role opens it (every connection is
 * read with utilities.view_all); plain text for the others.
 */
export function ConnectionName({ id, number }: { id: number; number: string }) {
  const user = useCurrentUser();
  if (!holds(user, 'utilities.view_all')) return <UnbrokenReference reference={number} />;
  return (
    <Anchor component={Link} to={connectionPath(id)} inherit>
      <UnbrokenReference reference={number} />
    </Anchor>
  );
}
