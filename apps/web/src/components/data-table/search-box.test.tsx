import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { messages, submitButton } from '@web/testing/form-queries';
import { renderWithProviders } from '@web/testing/render-app';
import { SearchBox } from './search-box';

const searchInput = () => screen.getByRole('searchbox', { name: 'Search roles' });

describe('search box', () => {
  it('requires a term, and searches for the trimmed term', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn(async () => {});
    renderWithProviders(
      <SearchBox label="Search roles" onSearch={onSearch} term={undefined} onClear={() => {}} />,
    );
    expect(screen.getByRole('search', { name: 'Search roles' })).toBeInTheDocument();
    expect(submitButton('Search')).toBeDisabled();
    await user.type(searchInput(), 'a');
    await user.clear(searchInput());
    expect(searchInput()).toHaveAccessibleDescription(messages.required);

    await user.type(searchInput(), '  audit {Enter}');
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith('audit'));
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });

  it('shows the term of the search on screen and offers to clear it', async () => {
    const user = userEvent.setup();
    const onClear = vi.fn();
    renderWithProviders(
      <SearchBox label="Search roles" onSearch={async () => {}} term="audit" onClear={onClear} />,
    );
    expect(searchInput()).toHaveValue('audit');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onClear).toHaveBeenCalledOnce();
    expect(searchInput()).toHaveValue('');
  });

  it('keeps what is typed after Clear when the address catches up, and follows Back', async () => {
    const user = userEvent.setup();
    // The list page's address, changed from outside the box as the router would.
    let setAddress: (term: string | undefined) => void = () => {};
    function Page() {
      const [term, setTerm] = useState<string | undefined>('audit');
      setAddress = setTerm;
      return (
        <SearchBox label="Search roles" onSearch={async () => {}} term={term} onClear={() => {}} />
      );
    }
    renderWithProviders(<Page />);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await user.type(searchInput(), 'board');
    act(() => setAddress(undefined));
    expect(searchInput()).toHaveValue('board');
    await waitFor(() => expect(submitButton('Search')).toBeEnabled());

    act(() => setAddress('finance'));
    await waitFor(() => expect(searchInput()).toHaveValue('finance'));
  });

  it('says to remove a control character pasted into the term, and does not search', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn(async () => {});
    renderWithProviders(
      <SearchBox label="Search roles" onSearch={onSearch} term={undefined} onClear={() => {}} />,
    );
    await user.click(searchInput());
    await user.paste('audit\u001b[31m');
    expect(searchInput()).toHaveAccessibleDescription(messages.controlCharacters);
    expect(submitButton('Search')).toBeDisabled();
    expect(onSearch).not.toHaveBeenCalled();
  });
});
