import { describe, expect, it } from 'vitest';
import { linkAddressOf, listAddressOf, withListAddress } from './list-address';

const address = (query: string) => listAddressOf(new URLSearchParams(query));

describe('list state in the address', () => {
  it('reads the page and the search term, the first page and no term when absent', () => {
    expect(address('page=3&search_term=audit')).toEqual({ page: 3, term: 'audit' });
    expect(address('')).toEqual({ page: 1, term: undefined });
    expect(address('search_term=')).toEqual({ page: 1, term: undefined });
  });

  it('takes a page that is not a whole number above 0 for the first', () => {
    for (const page of ['0', '-2', '1.5', 'two']) expect(address(`page=${page}`).page).toBe(1);
  });

  it('follows a server link by its query, whatever its host, without its per_page', () => {
    expect(
      linkAddressOf('http://127.0.0.1:3000/api/roles?search_term=a%20b&page=2&per_page=10'),
    ).toEqual({ page: 2, term: 'a b' });
  });

  it('writes the state into the address, keeping its other parameters', () => {
    const next = withListAddress(new URLSearchParams('page=4&tab=keys&search_term=x'), {
      page: 1,
      term: undefined,
    });
    expect(next.toString()).toBe('tab=keys');
    expect(withListAddress(new URLSearchParams(), { page: 2, term: 'zone' }).toString()).toBe(
      'page=2&search_term=zone',
    );
  });
});
