import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PaginationLinks } from '@web/components/data-table/pagination-links';
import {
  linkAddressOf,
  listAddressOf,
  withListAddress,
} from '@web/components/data-table/list-address';
import { LoadFailed } from '@web/components/load-failed';
import { useConnections } from '../api/get-connections';
import { ConnectionCard } from './connection-card';

/** What an account without a connection reads: where connections come from. */
function NoConnections() {
  return (
    <Stack gap="xs">
      <Text fw={700}>You hold no water or electricity connection yet.</Text>
      <Text>
        Connections are opened when a site is handed over: the parcel’s water connection (with
        sewerage) and its electricity connection are opened for the lease holder on the day of
        handover, and are listed here from then on, with their readings and bills.
      </Text>
    </Stack>
  );
}

/**
 * /account/utilities: every connection the account holds (every connection, for staff who see
 * them all, a page at a time), each with its meter, last reading, latest bill, credit and a year
 * of use and cost.
 */
export function UtilitiesOverview() {
  const [params, setParams] = useSearchParams();
  const address = listAddressOf(params);
  const connections = useConnections(address.page);
  const answer = connections.data;
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={1}>Utilities</Title>
        <Text>
          Your water and electricity: each connection’s meter, its last reading and its latest bill.
          Open a connection to send your own meter reading, see every bill or get a statement.
        </Text>
      </Stack>
      {answer === undefined && connections.isError && (
        <LoadFailed
          message="Your connections could not be loaded."
          onRetry={() => void connections.refetch()}
        />
      )}
      {answer === undefined && !connections.isError && (
        <Center py="lg" role="status" aria-label="Loading your connections">
          <Loader />
        </Center>
      )}
      {answer !== undefined && answer.data.length === 0 && <NoConnections />}
      {answer?.data.map((connection) => (
        <ConnectionCard key={connection.id} connection={connection} />
      ))}
      {answer !== undefined && answer.last_page > 1 && (
        <PaginationLinks
          links={answer.links}
          onFollow={(url) => setParams(withListAddress(params, linkAddressOf(url)))}
        />
      )}
    </Stack>
  );
}
