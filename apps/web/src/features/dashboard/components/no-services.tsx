import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

/** The dashboard's empty services list says what to do meanwhile (docs/product.md, "The dashboard"). */
export function NoServices({ canAdd }: { canAdd: boolean }) {
  if (canAdd) {
    return (
      <Text>
        No service is published yet.{' '}
        <Anchor component={Link} to="/account/create-service" inherit>
          Add the first service
        </Anchor>{' '}
        and every user will find it here.
      </Text>
    );
  }
  return (
    <Text>
      The authority has not published services yet; they will appear here as soon as it does.
      Meanwhile, make sure your profile is complete so that the authority can reach you.
    </Text>
  );
}
