import { SimpleGrid, Text } from '@mantine/core';
import { Role } from '@portal/shared/constants';
import { LinkCard } from '@web/components/link-card';

/**
 * Who sees the developer section (docs/product.md, "The dashboard"): administrators, developers and
 * investors.
 */
const DEVELOPER_ROLES: readonly number[] = [Role.Administrator, Role.Developer, Role.Investor];

export const seesDeveloperCards = (role: number) => DEVELOPER_ROLES.includes(role);

const cards = [
  {
    title: 'Get Started',
    to: '/account/api-documentation',
    text: 'How to call the parcel API with a key.',
  },
  {
    title: 'API Documentation',
    to: '/account/api-documentation',
    text: 'Every endpoint, parameter and error code.',
  },
  { title: 'Create API', to: '/account/create-api', text: 'Make a key to read parcel data.' },
  { title: 'All APIs', to: '/account/apis', text: 'Your keys, their use and expiry.' },
];

/** Where a developer starts with the parcel API. */
export function DeveloperCards() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      {cards.map(({ title, to, text }) => (
        <LinkCard key={title} to={to} title={title}>
          <Text size="sm">{text}</Text>
        </LinkCard>
      ))}
    </SimpleGrid>
  );
}
