import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/http-client';
import { renderWithProviders } from '../testing/render-app';
import { ConfirmDialog } from './confirm-dialog';
import { useConfirmDelete } from './use-confirm-delete';

type Remove = (name: string) => Promise<{ message: string }>;

function Harness({ remove, onRemoved }: { remove: Remove; onRemoved: (name: string) => void }) {
  const deletion = useConfirmDelete(remove, onRemoved);
  return (
    <>
      <button onClick={() => deletion.ask('Auditor')}>Delete Auditor</button>
      <ConfirmDialog {...deletion.dialog} />
    </>
  );
}

async function confirmDeletion(remove: Remove) {
  const user = userEvent.setup();
  const onRemoved = vi.fn();
  renderWithProviders(<Harness remove={remove} onRemoved={onRemoved} />);
  await user.click(screen.getByRole('button', { name: 'Delete Auditor' }));
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  return onRemoved;
}

describe('confirmed delete', () => {
  it('deletes once confirmed, then removes the item and toasts the message as an error', async () => {
    const remove = vi.fn(async () => ({ message: 'Role deleted successfully.' }));
    const onRemoved = await confirmDeletion(remove);
    expect(remove).toHaveBeenCalledWith('Auditor');
    expect(onRemoved).toHaveBeenCalledWith('Auditor');
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Role deleted successfully.');
    expect(toast.closest('.Toastify__toast')).toHaveClass('Toastify__toast--error');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the item when the server refuses', async () => {
    const onRemoved = await confirmDeletion(async () => {
      throw new ApiError(409, 'A built-in role');
    });
    expect(onRemoved).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does nothing when cancelled', async () => {
    const user = userEvent.setup();
    const remove = vi.fn(async () => ({ message: 'gone' }));
    renderWithProviders(<Harness remove={remove} onRemoved={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Delete Auditor' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
