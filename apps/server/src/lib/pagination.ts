import { sql, type SelectQueryBuilder } from 'kysely';
import type { PageLink, Paginated } from '@portal/shared/envelope';
import type { PageQuery } from '@portal/shared/pagination';
import { deepPage, type KeptTotal } from './row-counts';

/**
 * A list's own way to find a page of its ids and its total, for a list whose order no index
 * serves (the applications queue, record 0034).
 */
export type IdPage = (
  limit: number,
  offset: number,
) => Promise<{ total: number; pageIds: { id: number }[] }>;

/**
 * Answers one page of a list in the shape of Laravel's length-aware paginator. The list is
 * counted and paged on `ids`, its own table without joins, and only the page's ids are loaded in
 * full: a join over 100,000 rows for a count or a deep offset would cost hundreds of milliseconds
 * (decision record 0015). The total comes from a window over the page's own query, or, for an
 * unfiltered list that has one, from `keptTotal`, a subquery (counting a whole table is a scan);
 * an unfiltered list that is a whole table finds its deep pages by block (`deepPage`). A list
 * that pages its own way gives an `IdPage` for `ids` instead. `linkBase`
 * is the list's absolute URL; each link keeps the search term, and the list's other `filters`, so
 * that paging through search results keeps the filter.
 */
export async function paginate<DB, TB extends keyof DB, Row>(
  ids: SelectQueryBuilder<DB, TB, { id: number }> | IdPage,
  load: (ids: number[]) => Promise<Row[]>,
  { page, per_page, search_term }: PageQuery,
  linkBase: string,
  keptTotal?: KeptTotal,
  filters: Record<string, string> = {},
): Promise<Paginated<Row>> {
  const offset = (page - 1) * per_page;
  const kept = search_term ? undefined : keptTotal;
  const { total, pageIds } =
    typeof ids === 'function'
      ? await ids(per_page, offset)
      : await countedPage(ids, kept, per_page, offset);
  const lastPage = Math.max(1, Math.ceil(total / per_page));
  const rows = pageIds.length > 0 ? await load(pageIds.map((row) => row.id)) : [];
  const from = rows.length > 0 ? offset + 1 : null;

  const url = (target: number): string => {
    const params = new URLSearchParams(filters);
    if (search_term) params.set('search_term', search_term);
    params.set('page', String(target));
    params.set('per_page', String(per_page));
    return `${linkBase}?${params.toString()}`;
  };
  const links: PageLink[] = [
    { url: page > 1 ? url(page - 1) : null, label: '« Previous', active: false },
    ...pageWindow(page, lastPage).map((n) =>
      n === null
        ? { url: null, label: '...', active: false }
        : { url: url(n), label: String(n), active: n === page },
    ),
    { url: page < lastPage ? url(page + 1) : null, label: 'Next »', active: false },
  ];

  return {
    status: 'success',
    message: '',
    data: rows,
    links,
    current_page: page,
    last_page: lastPage,
    per_page,
    total,
    from,
    to: from === null ? null : from + rows.length - 1,
  };
}

/**
 * The page's ids and the list's total in one query, the total carried on every row: a search
 * runs once, and a kept total costs no round trip of its own. A whole table's page past its first
 * block starts from that block rather than from the top.
 */
async function countedPage<DB, TB extends keyof DB>(
  ids: SelectQueryBuilder<DB, TB, { id: number }>,
  kept: KeptTotal | undefined,
  limit: number,
  offset: number,
): Promise<{ total: number; pageIds: { id: number }[] }> {
  const whole = kept && 'table' in kept ? kept : undefined;
  const total = !kept ? sql<number>`count(*) over ()` : 'table' in kept ? kept.total : kept;
  const page = ids.select(total.as('total')).limit(limit);
  const seek = whole && deepPage(whole.table, offset);
  const paged =
    whole && seek
      ? page.where(sql.ref(`${whole.table}.id`), '<', seek.below).offset(seek.skip)
      : page.offset(offset);
  const pageIds = (await paged.execute()) as { id: number; total: number | string }[];
  return withTotal(pageIds, offset, async () => {
    const counted = (await ids
      .clearSelect()
      .clearOrderBy()
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirst()) as { total: number | string } | undefined;
    return counted?.total ?? 0;
  });
}

/**
 * A page's ids with the list's total, which the page's rows carry; a page past the end has no row
 * to carry it, so it is counted apart by `countApart`.
 */
export async function withTotal(
  pageIds: { id: number; total: number | string }[],
  offset: number,
  countApart: () => Promise<number | string>,
): Promise<{ total: number; pageIds: { id: number }[] }> {
  if (pageIds.length > 0 || offset === 0) return { total: Number(pageIds[0]?.total ?? 0), pageIds };
  return { total: Number(await countApart()), pageIds };
}

/** Laravel's link window: the first and last two pages, three either side of the current one. */
export function pageWindow(page: number, lastPage: number): (number | null)[] {
  const shown = new Set<number>();
  for (const n of [1, 2, lastPage - 1, lastPage]) shown.add(n);
  for (let n = page - 3; n <= page + 3; n++) shown.add(n);
  const pages = [...shown].filter((n) => n >= 1 && n <= lastPage).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  pages.forEach((n, i) => {
    if (i > 0 && n - (pages[i - 1] ?? n) > 1) out.push(null);
    out.push(n);
  });
  return out;
}
