import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render-app';
import { RecordLoader } from './record-loader';

const back = { to: '/account/roles', label: 'Back to roles' };

describe('record loader', () => {
  it('shows a progress indicator until the record or an error arrives', () => {
    renderWithProviders(
      <RecordLoader query={{ data: undefined, isError: false }} noun="role">
        {(name: string) => <p>{name}</p>}
      </RecordLoader>,
    );
    expect(screen.getByRole('status', { name: 'Loading role' })).toBeInTheDocument();
  });

  it('shows the record once it is there, even if asking again failed', () => {
    renderWithProviders(
      <RecordLoader query={{ data: 'Auditor', isError: true }} noun="role" back={back}>
        {(name) => <p>{name}</p>}
      </RecordLoader>,
    );
    expect(screen.getByText('Auditor')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText('This role could not be loaded.')).not.toBeInTheDocument();
  });

  it('says when the record could not be loaded, with the way back when given', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(
      <RecordLoader query={{ data: undefined, isError: true }} noun="role" back={back}>
        {(name: string) => <p>{name}</p>}
      </RecordLoader>,
      '/account/edit-role/9',
    );
    expect(screen.getByText('This role could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to roles' }));
    expect(router.state.location.pathname).toBe('/account/roles');
  });

  it('offers no way back of its own when the screen has one', () => {
    renderWithProviders(
      <RecordLoader query={{ data: undefined, isError: true }} noun="committee">
        {(name: string) => <p>{name}</p>}
      </RecordLoader>,
    );
    expect(screen.getByText('This committee could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
