import { Anchor, Card, List, Text, Title } from '@mantine/core';
import type { CurrentUserCommittee } from '@portal/shared/current-user';
import { Link } from 'react-router';
import { committeePaths } from '../paths';

/**
 * The committees the signed-in user sits on, each opening its members' page: the way in for a
 * member who is not an administrator (docs/product.md, "Roles": they read their own committees).
 */
export function MyCommittees({ committees }: { committees: CurrentUserCommittee[] }) {
  if (committees.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="my-committees">
      <Title order={2} id="my-committees" mb="sm">
        Your committees
      </Title>
      <List spacing="xs">
        {committees.map((committee) => (
          <List.Item key={committee.id}>
            <Anchor component={Link} to={committeePaths.show(committee.id)}>
              {committee.name}
            </Anchor>{' '}
            <Text span c="dimmed">
              ({committee.role})
            </Text>
          </List.Item>
        ))}
      </List>
    </Card>
  );
}
