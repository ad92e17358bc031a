import { Code, List, Text } from '@mantine/core';
import { PARCEL_API } from '@portal/shared/parcel-api';
import { site } from '@portal/shared/site';

export function IntroductionSection() {
  return (
    <>
      <Text>
        The {site.organisation} publishes the parcels of the technology city’s master plan, and the
        allocations made on them, through a read-only API for your own applications. It answers in
        JSON.
      </Text>
      <Text>
        Every path below starts at the portal’s own address, <Code>{window.location.origin}</Code>:
      </Text>
      <List>
        <List.Item>
          <Code>GET {PARCEL_API.parcels}</Code>: the parcels, by parcel number, highest first.
        </List.Item>
        <List.Item>
          <Code>GET {PARCEL_API.allocations}</Code>: the allocated parcels, newest allocation first.
        </List.Item>
      </List>
      <Text>Every call needs an API key of your own, as described under Authentication.</Text>
    </>
  );
}
