import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Call } from '@portal/shared/call';
import { API_BASE } from '@portal/shared/constants';
import { PARCEL_API } from '@portal/shared/parcel-api';
import { buildTestApp } from '../helpers/app';

const { app } = await buildTestApp();

const isCall = (value: unknown): value is Call =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'answer' in value;

/** Every call the shared package declares, from each module's exports and their groups. */
async function declaredCalls(): Promise<Call[]> {
  const folder = new URL('../../../../packages/shared/src/', import.meta.url);
  const calls = new Set<Call>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.ts'))) {
    const exports = (await import(new URL(file, folder).href)) as Record<string, unknown>;
    for (const value of Object.values(exports)) {
      if (typeof value !== 'object' || value === null) continue;
      for (const member of Object.values(value)) if (isCall(member)) calls.add(member);
    }
  }
  return [...calls];
}

/** 'GET /api/roles/{id}', as the API reference names an operation. */
const operation = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/:(\w+)/g, '{$1}')}`;

describe('calls declared once (record 0046)', () => {
  it('serves every declared call, and declares every call of the API but the parcel API', async () => {
    const declared = (await declaredCalls()).map((call) =>
      operation(call.method, `${API_BASE}${call.path}`),
    );
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const served = Object.entries(doc.paths)
      .filter(([path]) => !Object.values<string>(PARCEL_API).includes(path))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => operation(method, path)));

    expect(declared.length).toBeGreaterThan(90);
    expect(new Set(declared).size, 'a call declared twice').toBe(declared.length);
    expect([...declared].sort()).toEqual([...served].sort());
  });
});
