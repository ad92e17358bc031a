import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { trailFor } from '../config/resources';

/** The screen's trail from the registry ('Committees > Show'), where it declares one. */
export function BreadcrumbTrail() {
  const trail = trailFor(useLocation().pathname);
  if (!trail) return null;
  return (
    <nav aria-label="Breadcrumb">
      {/* The separator is drawn, not read: the trail is its two names. */}
      <Breadcrumbs separator={<span aria-hidden="true">›</span>}>
        <Anchor component={Link} to={trail.list.to}>
          {trail.list.label}
        </Anchor>
        <Text span aria-current="page">
          {trail.current}
        </Text>
      </Breadcrumbs>
    </nav>
  );
}
