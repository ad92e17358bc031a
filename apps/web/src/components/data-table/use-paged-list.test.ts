import { describe, expect, it } from 'vitest';
import { apiPathOf } from './use-paged-list';

describe('a pagination link as an API path', () => {
  it('keeps the path under /api and the query, whatever the link’s host', () => {
    expect(apiPathOf('http://127.0.0.1:3000/api/roles?search_term=a%20b&page=2&per_page=10')).toBe(
      '/roles?search_term=a%20b&page=2&per_page=10',
    );
    expect(apiPathOf('https://portal.example/api/roles?page=3')).toBe('/roles?page=3');
  });

  it('leaves a path that is not under /api alone', () => {
    expect(apiPathOf('https://portal.example/apis?page=2')).toBe('/apis?page=2');
  });
});
