import { List, Stack, Table, Text } from '@mantine/core';
import { LEAD_STAGE_LABELS } from '@portal/shared/vendor-partnership-words';
import type { Workplan } from '@portal/shared/vendor-partnerships';
import { ScrollTable } from '@web/components/scroll-table';
import { moneyOf, quarterLabel } from '../words';

/** What a version of the plan says: its targets, leads, activities and people, as written. */
export function WorkplanDetails({ plan, currency }: { plan: Workplan; currency: string }) {
  const money = (amount: number) => moneyOf(amount, currency);
  return (
    <Stack gap="md">
      <ScrollTable label={`Targets of version ${plan.version}`} minWidth={280}>
        <Table withTableBorder captionSide="top">
          <Table.Caption>Targets</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Quarter</Table.Th>
              <Table.Th scope="col" ta="right">
                Customers
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Revenue
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {plan.targets.map((target) => (
              <Table.Tr key={target.quarter}>
                <Table.Th scope="row" fw="normal">
                  {quarterLabel(target.quarter)}
                </Table.Th>
                <Table.Td ta="right">{target.customers}</Table.Td>
                <Table.Td ta="right">{money(target.revenue)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      <ScrollTable label={`Sales leads of version ${plan.version}`} minWidth={280}>
        <Table withTableBorder captionSide="top">
          <Table.Caption>Sales leads</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Prospect</Table.Th>
              <Table.Th scope="col">Stage</Table.Th>
              <Table.Th scope="col" ta="right">
                Expected value
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {plan.leads.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={3}>None named.</Table.Td>
              </Table.Tr>
            )}
            {plan.leads.map((lead, index) => (
              <Table.Tr key={`${lead.name} ${index}`}>
                <Table.Td>{lead.name}</Table.Td>
                <Table.Td>{LEAD_STAGE_LABELS[lead.stage]}</Table.Td>
                <Table.Td ta="right">{money(lead.expected_value)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      <Stack gap={4}>
        <Text fw={600}>Planned activities</Text>
        <List>
          {plan.activities.map((activity, index) => (
            <List.Item key={`${activity.title} ${index}`}>
              {quarterLabel(activity.quarter)}: {activity.title}
            </List.Item>
          ))}
        </List>
      </Stack>
      <Stack gap={4}>
        <Text fw={600}>People responsible</Text>
        <List>
          {plan.people.map((person) => (
            <List.Item key={person.email}>
              {person.name}, {person.role} ({person.email})
            </List.Item>
          ))}
        </List>
      </Stack>
    </Stack>
  );
}
