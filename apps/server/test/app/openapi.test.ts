import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/app';

const { app } = await buildTestApp();

describe('API documentation', () => {
  it('serves an OpenAPI 3 document generated from the routes', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Technology City Portal API');
    const health = doc.paths['/api/health'].get;
    expect(Object.keys(health.responses)).toEqual(expect.arrayContaining(['200', '503']));
    expect(
      health.responses['200'].content['application/json'].schema.properties.data,
    ).toBeDefined();
  });

  it('documents the parcel API parameters, finding one parcel by number among them', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const path of ['/api/v1/parcels', '/api/v1/parcel-allocations']) {
      const parameters = doc.paths[path].get.parameters as { name: string; in: string }[];
      expect(parameters.filter((p) => p.in === 'query').map((p) => p.name)).toEqual([
        'page',
        'pageSize',
        'number',
      ]);
    }
  });

  it('serves Swagger UI', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('swagger-ui');
  });
});
