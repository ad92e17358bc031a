import { Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { RecordLoader } from '@web/components/record-loader';
import { usePartnership } from '@web/features/vendor-partnerships/api/partnerships';
import { PartnershipPage } from '@web/features/vendor-partnerships/page/partnership-page';
import { partnershipPaths } from '@web/features/vendor-partnerships/paths';

/** One partnership, named by its vendor (docs/product.md, "The vendor partnership"). */
export function Component() {
  const query = usePartnership(Number(useParams().id));
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {query.data ? `Partnership with ${query.data.vendor}` : 'Vendor partnership'}
      </Title>
      <RecordLoader
        query={query}
        noun="partnership"
        back={{ to: partnershipPaths.list, label: 'Back to partnerships' }}
      >
        {(partnership) => <PartnershipPage partnership={partnership} />}
      </RecordLoader>
    </Stack>
  );
}
