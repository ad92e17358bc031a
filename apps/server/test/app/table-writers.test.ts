import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../../src/', import.meta.url));
const WRITE = /\.(insertInto|updateTable|deleteFrom)\(\s*'([a-z_]+)'/g;

/**
 * The module a file belongs to: a folder of the domain layer is one module (the users and the
 * parcel register are several files each); anywhere else, a file is its own.
 */
function moduleOf(file: string): string {
  const folder = /^domain\/[^/]+\//.exec(file);
  return folder ? folder[0] : file;
}

/** Each table and the modules that write it, read from the server's source (migrations aside). */
function writers(): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.startsWith('db/migrations/'),
  );
  for (const file of files) {
    for (const [, , table] of readFileSync(join(src, file), 'utf8').matchAll(WRITE)) {
      found.set(table!, (found.get(table!) ?? new Set()).add(moduleOf(file)));
    }
  }
  return found;
}

describe('one writer per table (record 0049)', () => {
  it('finds the writes it is looking for', () => {
    const found = writers();
    // The scan itself is checked: a pattern that matched nothing would pass the test below.
    expect(found.get('users')).toEqual(new Set(['domain/users/']));
    expect(found.get('parcels')).toEqual(new Set(['domain/parcel-register/']));
    expect(found.size).toBeGreaterThan(20);
  });

  it('has every table written by one module', () => {
    const shared = [...writers()]
      .filter(([, modules]) => modules.size > 1)
      .map(([table, modules]) => `${table}: ${[...modules].sort().join(', ')}`);
    expect(shared).toEqual([]);
  });
});
