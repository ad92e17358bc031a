import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render-app';
import { RecordEditPage } from './record-edit-page';

type UseRecord = (id: number) => { data: string | undefined; isError: boolean };

const useNamedRole: UseRecord = (id) => ({ data: `Role ${id}`, isError: false });
const useMissingRole: UseRecord = () => ({ data: undefined, isError: true });

/** Keeps the record it was first given, as a form keeps its default values. */
function FirstRecord({ record }: { record: string }) {
  const [first] = useState(record);
  return <p>Editing {first}</p>;
}

function openEditRole(useRecord: UseRecord, id: number) {
  return renderWithProviders(
    <Routes>
      <Route
        path="account/edit-role/:id"
        element={
          <RecordEditPage
            title="Edit role"
            width={520}
            useRecord={useRecord}
            noun="role"
            back={{ to: '/account/roles', label: 'Back to roles' }}
          >
            {(record) => <FirstRecord record={record} />}
          </RecordEditPage>
        }
      />
    </Routes>,
    `/account/edit-role/${id}`,
  );
}

describe('record edit page', () => {
  it('gives the record of the route id to the form, under the title', () => {
    openEditRole(useNamedRole, 9);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit role' })).toBeInTheDocument();
    expect(screen.getByText('Editing Role 9')).toBeInTheDocument();
  });

  it('starts a fresh form when the route goes to another id', async () => {
    const { router } = openEditRole(useNamedRole, 9);
    await act(() => router.navigate('/account/edit-role/10'));
    expect(screen.getByText('Editing Role 10')).toBeInTheDocument();
  });

  it('offers the way back when the record could not be loaded', () => {
    openEditRole(useMissingRole, 9);
    expect(screen.getByText('This role could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to roles' })).toHaveAttribute(
      'href',
      '/account/roles',
    );
  });
});
