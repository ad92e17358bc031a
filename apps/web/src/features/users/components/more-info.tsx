import { Anchor, Paper, Table, Title } from '@mantine/core';
import type { UserRecord } from '@portal/shared/users';
import type { ReactNode } from 'react';
import { NONE, phoneOf } from '../present-user';

// Only web addresses become links: a stored `javascript:` address must never run on a click.
const isWebAddress = (value: string) => /^https?:\/\//i.test(value);

function websiteOf(website: string | null): ReactNode {
  if (!website) return NONE;
  if (!isWebAddress(website)) return website;
  return (
    <Anchor href={website} target="_blank" rel="noopener noreferrer">
      {website}
    </Anchor>
  );
}

/** The show page's "More Info": how to reach the user and their contacts. */
export function MoreInfo({ user }: { user: UserRecord }) {
  const rows: [label: string, value: ReactNode][] = [
    ['Phone', phoneOf(user)],
    ['Website', websiteOf(user.website)],
    ['Address', user.address ?? NONE],
    ['Contact person name', user.contact_person_name ?? NONE],
    ['Contact person phone', user.contact_person_phone ?? NONE],
    ['Contact person email', user.contact_person_email ?? NONE],
    ['Alternative contact person name', user.alternative_contact_person_name ?? NONE],
    ['Alternative contact person phone', user.alternative_contact_person_phone ?? NONE],
    ['Alternative contact person email', user.alternative_contact_person_email ?? NONE],
  ];
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h3" mb="md">
        More Info
      </Title>
      <Table aria-label="More Info" striped verticalSpacing="sm">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" w="40%">
                {label}
              </Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
