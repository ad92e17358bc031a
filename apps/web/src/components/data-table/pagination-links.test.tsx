import type { PageLink } from '@portal/shared/envelope';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@web/testing/render-app';
import { PaginationLinks } from './pagination-links';

const url = (page: number) => `http://api.example/api/roles?page=${page}&per_page=10`;
const links: PageLink[] = [
  { url: null, label: '« Previous', active: false },
  { url: url(1), label: '1', active: true },
  { url: url(2), label: '2', active: false },
  { url: null, label: '...', active: false },
  { url: url(9), label: '9', active: false },
  { url: url(2), label: 'Next »', active: false },
];

describe('pagination links', () => {
  it('shows the server’s links, the page on screen marked and missing ones disabled', () => {
    renderWithProviders(<PaginationLinks links={links} onFollow={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: '« Previous' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByText('...')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Next »' })).toBeEnabled();
  });

  it('follows a link’s url', async () => {
    const user = userEvent.setup();
    const onFollow = vi.fn();
    renderWithProviders(<PaginationLinks links={links} onFollow={onFollow} />);
    await user.click(screen.getByRole('button', { name: 'Page 9' }));
    await user.click(screen.getByRole('button', { name: 'Next »' }));
    expect(onFollow.mock.calls).toEqual([[url(9)], [url(2)]]);
  });
});
