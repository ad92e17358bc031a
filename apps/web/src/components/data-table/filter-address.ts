import { linkAddressOf, listAddressOf } from './list-address';

/** A list's filters as typed: an absent one is not there (never an empty string). */
export type FilterText<Key extends string> = Partial<Record<Key, string>>;

/**
 * What a filtered list shows, kept in the address as `?page=&stage=...` with the server's own
 * parameter names, so that reload, Back and a shared link show the same rows (record 0026).
 */
export type FilterAddress<Key extends string> = { page: number; filter: FilterText<Key> };

/** How the filters named `keys` travel between a form, the address and the server's query. */
export function filterAddressing<const Key extends string>(keys: readonly Key[]) {
  /** The filters set in `values`, the empty ones left out. */
  function filterOf(values: Partial<Record<string, string | null>>): FilterText<Key> {
    const filter: FilterText<Key> = {};
    for (const key of keys) {
      const value = values[key]?.trim();
      if (value) filter[key] = value;
    }
    return filter;
  }

  const addressOf = (params: URLSearchParams): FilterAddress<Key> => ({
    page: listAddressOf(params).page,
    filter: filterOf(Object.fromEntries(params)),
  });

  /** The page a server pagination link points to, the filters on screen kept. */
  const followedAddress = (address: FilterAddress<Key>, url: string): FilterAddress<Key> => ({
    ...address,
    page: linkAddressOf(url).page,
  });

  /** The query of `address`, the first page left out: '?page=2&stage=submitted'. */
  function queryOf({ page, filter }: FilterAddress<Key>): string {
    const params = new URLSearchParams();
    if (page > 1) params.set('page', String(page));
    for (const key of keys) {
      const value = filter[key];
      if (value !== undefined) params.set(key, value);
    }
    const query = params.toString();
    return query ? `?${query}` : '';
  }

  return { keys, filterOf, addressOf, followedAddress, queryOf };
}

export type FilterAddressing<Key extends string> = ReturnType<typeof filterAddressing<Key>>;
