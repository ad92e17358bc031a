import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { paginate, pageWindow } from '@server/lib/pagination';
import { countRows, createTestDatabase } from '../helpers/database';

const database = await createTestDatabase();
afterAll(() => database.destroy());
const base = 'http://localhost:3000/api/countries';
const { db } = database.handle;
// Paged by id in name order; each page loaded in full afterwards, as the back-office lists do.
const countries = () => db.selectFrom('countries').select('id').orderBy('name');
const load = (ids: number[]) =>
  db
    .selectFrom('countries')
    .select(['name', 'code'])
    .where('id', 'in', ids)
    .orderBy('name')
    .execute();
const total = await countRows(db, 'countries');

describe('paginate', () => {
  it('answers the first page with Laravel-shaped meta and links', async () => {
    const page = await paginate(countries(), load, { page: 1, per_page: 10 }, base);
    expect(page.data).toHaveLength(10);
    expect(page).toMatchObject({
      status: 'success',
      current_page: 1,
      per_page: 10,
      total,
      from: 1,
      to: 10,
    });
    expect(page.last_page).toBe(Math.ceil(total / 10));
    expect(page.links[0]).toEqual({ url: null, label: '« Previous', active: false });
    expect(page.links[1]).toEqual({ url: `${base}?page=1&per_page=10`, label: '1', active: true });
    expect(page.links.at(-1)).toEqual({
      url: `${base}?page=2&per_page=10`,
      label: 'Next »',
      active: false,
    });
  });

  it('moves on without repeating rows, in the query order', async () => {
    const first = await paginate(countries(), load, { page: 1, per_page: 10 }, base);
    const second = await paginate(countries(), load, { page: 2, per_page: 10 }, base);
    expect(second.from).toBe(11);
    const names = [...first.data, ...second.data].map((c) => c.name);
    expect(new Set(names).size).toBe(20);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('ends with a short last page and no next link', async () => {
    const last = Math.ceil(total / 25);
    const page = await paginate(countries(), load, { page: last, per_page: 25 }, base);
    expect(page.data).toHaveLength(total - (last - 1) * 25);
    expect(page.to).toBe(total);
    expect(page.links.at(-1)?.url).toBeNull();
  });

  it('keeps the search term in every link', async () => {
    const filtered = countries().where('name', 'like', '%land%');
    const page = await paginate(
      filtered,
      load,
      { page: 1, per_page: 2, search_term: 'land' },
      base,
    );
    expect(page.data.every((c) => c.name.toLowerCase().includes('land'))).toBe(true);
    expect(page.links[1]?.url).toBe(`${base}?search_term=land&page=1&per_page=2`);
  });

  it('answers an empty page past the end', async () => {
    const page = await paginate(countries(), load, { page: 999, per_page: 10 }, base);
    expect(page.data).toEqual([]);
    expect(page.from).toBeNull();
    expect(page.to).toBeNull();
    expect(page.total).toBe(total);
    expect(page.last_page).toBe(Math.ceil(total / 10));
  });

  it('takes an unfiltered total from the kept one, and counts a search itself', async () => {
    const kept = sql<number>`${sql.lit(total + 1000)}`;
    const unfiltered = await paginate(countries(), load, { page: 1, per_page: 10 }, base, kept);
    expect(unfiltered.total).toBe(total + 1000);
    expect(unfiltered.data).toHaveLength(10);

    const filtered = countries().where('name', 'like', '%land%');
    const term = { page: 1, per_page: 10, search_term: 'land' };
    const searched = await paginate(filtered, load, term, base, kept);
    const lands = await countries().where('name', 'like', '%land%').execute();
    expect(searched.total).toBe(lands.length);
    expect(searched.total).toBeGreaterThan(0);
  });
});

describe('pageWindow', () => {
  it('lists every page of a short list', () => {
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('elides the middle of a long list around the current page', () => {
    expect(pageWindow(10, 30)).toEqual([1, 2, null, 7, 8, 9, 10, 11, 12, 13, null, 29, 30]);
  });
});
