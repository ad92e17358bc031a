import { Skeleton, Text } from '@mantine/core';
import { LinkCard } from '@web/components/link-card';
import { useConnections } from '../api/get-connections';
import { utilityPaths } from '../paths';
import { money } from '../words';

/** What the account's connections still ask, in words: '2 connections: 4,500 KES to pay'. */
function Owed() {
  const connections = useConnections(1);
  const answer = connections.data;
  if (!answer) {
    return connections.isError ? (
      <Text size="sm">Open it to see your connections and bills.</Text>
    ) : (
      <Skeleton height={20} mt="xs" aria-label="Loading your utilities" />
    );
  }
  const count = answer.total;
  const currency = answer.data[0]?.account.currency ?? 'KES';
  const owed = answer.data.reduce((sum, connection) => sum + connection.account.owed, 0);
  const noun = count === 1 ? 'connection' : 'connections';
  return (
    <Text size="sm">
      {count} {noun}: {owed > 0 ? `${money(owed, currency)} to pay` : 'nothing to pay'}
    </Text>
  );
}

/**
 * The dashboard's way to the tenant's water and electricity (docs/product.md, "Utilities"), for an
 * account that holds a connection: how many, and what their bills still ask.
 */
export function UtilitiesCard() {
  return (
    <LinkCard to={utilityPaths.list} title="Water and electricity">
      <Owed />
    </LinkCard>
  );
}
