import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render-app';
import { ConfirmDialog } from './confirm-dialog';

describe('delete confirmation', () => {
  it('asks with the delete confirmation texts, focus on Cancel', async () => {
    renderWithProviders(<ConfirmDialog opened onCancel={() => {}} onConfirm={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Remove?' });
    expect(dialog).toHaveTextContent("You won't be able to revert this!");
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('Cancel cancels and Delete confirms', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    renderWithProviders(<ConfirmDialog opened onCancel={onCancel} onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('is not shown until asked', () => {
    renderWithProviders(<ConfirmDialog opened={false} onCancel={() => {}} onConfirm={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
