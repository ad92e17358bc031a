import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ssoMessages } from '@portal/shared/sso';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@web/testing/render-app';
import { stubFetch } from '@web/testing/stub-fetch';
import { ServiceSecretDialog } from './service-secret-dialog';
import { SsoSecretPanel } from './sso-secret-panel';

const SECRET = 'tcs_Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5';
const issued = { serviceId: 4, serviceName: 'Water Bills', secret: SECRET };

describe('a service secret dialog, for single sign-on', () => {
  it('shows the secret once, with the Basic user name, a Copy button and a warning', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<ServiceSecretDialog issued={issued} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Single sign-on secret' });
    expect(within(dialog).getByLabelText('Secret')).toHaveTextContent(SECRET);
    expect(dialog).toHaveTextContent('user name 4, password this secret');
    expect(dialog).toHaveTextContent('Copy it now: it will not be shown again.');

    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Secret copied');
    expect(onClose).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('is not shown without a secret', () => {
    renderWithProviders(<ServiceSecretDialog issued={undefined} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('New secret on an edited service', () => {
  const rotated = {
    'POST /api/services/4/sso-secret': {
      body: { status: 'success', message: ssoMessages.secretIssued, data: { secret: SECRET } },
    },
  };

  it('asks first, saying the old secret stops at once; Cancel issues nothing', async () => {
    const user = userEvent.setup();
    const calls = stubFetch(rotated);
    renderWithProviders(<SsoSecretPanel service={{ id: 4, name: 'Water Bills' }} />);
    await user.click(screen.getByRole('button', { name: 'New secret' }));
    const ask = screen.getByRole('dialog', { name: 'Issue a new secret?' });
    expect(ask).toHaveTextContent('The old secret stops working at once');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).not.toHaveBeenCalled();
  });

  it('issues a new secret once confirmed and shows it once', async () => {
    const user = userEvent.setup();
    const calls = stubFetch(rotated);
    renderWithProviders(<SsoSecretPanel service={{ id: 4, name: 'Water Bills' }} />);
    await user.click(screen.getByRole('button', { name: 'New secret' }));
    await user.click(screen.getByRole('button', { name: 'Issue new secret' }));

    const shown = await screen.findByRole('dialog', { name: 'Single sign-on secret' });
    expect(within(shown).getByLabelText('Secret')).toHaveTextContent(SECRET);
    expect(calls).toHaveBeenCalledOnce();
    expect(calls.mock.calls[0]![1]?.method).toBe('POST');
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText(SECRET)).not.toBeInTheDocument());
  });
});
