export type Page = { page: number; pageSize: number; number?: string };

/**
 * One listing of the register (every parcel, or every allocation), each item as its JSON, and the
 * pages answered from it so far: V8 flattens a joined string on its first write to a socket and
 * keeps it flat, so a kept page costs no join nor copy again.
 */
export type Listing = { items: string[]; numbers: string[]; pages: Map<string, string> };

/** Pages kept per listing: every page size of the first pages, with room to spare. */
const MAX_PAGES = 5000;

export interface RegisterSnapshot {
  /**
   * The page's answer as JSON, and whether this call had to read the register for it. Answers
   * `{status, totalResults, parcels}` exactly as `JSON.stringify` of the answer object would.
   */
  page(listing: ListingName, page: Page): Promise<{ json: string; read: boolean }>;
  /** Forgets the register: it changed on this instance. */
  clear(): void;
}

export type ListingName = 'parcels' | 'allocations';

/**
 * The register as the parcel API serves it, held in memory (decision record 0032). The register
 * is small (hundreds to a few thousand parcels) and changes a few times a day, while developers
 * page through it all day: reading it whole once a second and slicing pages out of memory costs
 * less than reading one page from the database per call. Each item is serialized once per read,
 * so a page is a join of ready strings.
 *
 * A change on this instance clears it at once; other instances show it within `keepMs`. Past
 * that, the old listing still answers while one read refreshes it, so that calls arriving during
 * the refresh do not each wait behind it; a failed refresh drops the listing and the next call
 * reads it itself (and reports the failure).
 */
export function createRegisterSnapshot(
  read: (listing: ListingName) => Promise<{ number: string }[]>,
  keepMs = 1000,
): RegisterSnapshot {
  type Kept = { listing: Listing; readAt: number } | { reading: Promise<Listing> };
  const kept = new Map<ListingName, Kept>();
  let generation = 0;

  function refresh(name: ListingName): Promise<Listing> {
    const started = generation;
    const reading = read(name).then(
      (rows) => {
        const listing = {
          items: rows.map((row) => JSON.stringify(row)),
          // Upper-cased once, so that a search by number ignores case at no cost per call.
          numbers: rows.map((row) => row.number.toUpperCase()),
          pages: new Map(),
        };
        // A clear() during the read means the rows may predate the change: not kept.
        if (started === generation) kept.set(name, { listing, readAt: Date.now() });
        return listing;
      },
      (error: unknown) => {
        if (started === generation) kept.delete(name);
        throw error;
      },
    );
    const current = kept.get(name);
    if (!current || 'reading' in current) kept.set(name, { reading });
    return reading;
  }

  async function listingOf(name: ListingName): Promise<{ listing: Listing; read: boolean }> {
    const current = kept.get(name);
    if (!current) return { listing: await refresh(name), read: true };
    if ('reading' in current) return { listing: await current.reading, read: true };
    if (Date.now() - current.readAt > keepMs) {
      current.readAt = Date.now(); // one refresh at a time
      refresh(name).catch(() => undefined);
    }
    return { listing: current.listing, read: false };
  }

  return {
    async page(name, { page, pageSize, number }) {
      const { listing, read } = await listingOf(name);
      if (number !== undefined) {
        // A search by number: the few matching items, paged alike, never kept.
        const wanted = number.toUpperCase();
        const found = listing.items.filter((_, index) => listing.numbers[index] === wanted);
        const start = (page - 1) * pageSize;
        const items = found.slice(start, start + pageSize).join(',');
        return {
          json: `{"status":"ok","totalResults":${found.length},"parcels":[${items}]}`,
          read,
        };
      }
      const key = `${page}/${pageSize}`;
      let json = listing.pages.get(key);
      if (json === undefined) {
        const start = (page - 1) * pageSize;
        const items = listing.items.slice(start, start + pageSize).join(',');
        json = `{"status":"ok","totalResults":${listing.items.length},"parcels":[${items}]}`;
        if (listing.pages.size < MAX_PAGES) listing.pages.set(key, json);
      }
      return { json, read };
    },
    clear() {
      generation += 1;
      kept.clear();
    },
  };
}
