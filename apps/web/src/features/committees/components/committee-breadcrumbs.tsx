import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';
import { committeePaths } from '../paths';

/** show-committee's trail: Committees > Show. */
export function CommitteeBreadcrumbs() {
  return (
    <nav aria-label="Breadcrumb">
      {/* The separator is drawn, not read: the trail is its two names. */}
      <Breadcrumbs separator={<span aria-hidden="true">›</span>}>
        <Anchor component={Link} to={committeePaths.list}>
          Committees
        </Anchor>
        <Text span aria-current="page">
          Show
        </Text>
      </Breadcrumbs>
    </nav>
  );
}
