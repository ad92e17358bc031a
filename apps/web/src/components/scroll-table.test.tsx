import { Table } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render-app';
import { ScrollTable } from './scroll-table';

describe('ScrollTable', () => {
  it('lets the keyboard reach the scrolling region of a table with nothing focusable in it', async () => {
    renderWithProviders(
      <ScrollTable label="Recent users" minWidth={400}>
        <Table aria-label="Recent users">
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>Amina Njoroge</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </ScrollTable>,
    );
    await userEvent.tab();
    expect(screen.getByRole('group', { name: 'Recent users' })).toHaveFocus();
  });
});
