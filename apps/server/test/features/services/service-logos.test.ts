import { describe, expect, it } from 'vitest';
import { ServiceCategory } from '@portal/shared/constants';
import { testEngine } from '@server-test/helpers/database';
import { dataUrl, jpeg, logoVersion, png, pngOfSize, webpLossy } from '@server-test/helpers/images';
import { startBackOffice } from '@server-test/helpers/portal';

const portal = await startBackOffice();
const { call, adminToken, app } = portal;

let sequence = 0;
async function createService(logo: Buffer, declaredType = 'image/png') {
  const created = await call('POST', '/services', {
    token: adminToken,
    body: {
      name: `Logo service ${++sequence}`,
      link: 'https://water.example/portal',
      has_sso: false,
      description: 'Water and electricity bills',
      logo: dataUrl(declaredType, logo),
      category: ServiceCategory.PartnerService,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.answer.data as { id: number; name: string; logo: string; logo_url: string };
}

/** The logo call as a browser's <img> makes it: no bearer token, no XSRF header. */
const fetchLogo = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

const YEAR = 'public, max-age=31536000, immutable';

describe(`service logos on ${testEngine}: the logo call`, () => {
  it('serves the bytes as uploaded, with their type, to anyone, cacheable for a year', async () => {
    const service = await createService(png());
    const served = await fetchLogo(service.logo_url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png())).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers.etag).toBe(`"${logoVersion(png())}"`);
    expect(served.headers['cache-control']).toBe(YEAR);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(served.headers['content-disposition']).toMatch(/^inline;/);
  });

  it('serves the type found in the bytes, not the one the upload declared', async () => {
    const asJpeg = await createService(jpeg, 'image/png');
    expect((await fetchLogo(asJpeg.logo_url)).headers['content-type']).toBe('image/jpeg');
    const asWebp = await createService(webpLossy, 'application/octet-stream');
    expect((await fetchLogo(asWebp.logo_url)).headers['content-type']).toBe('image/webp');
  });

  it('answers 304 with no body when the ETag in If-None-Match is still current', async () => {
    const service = await createService(png());
    const { etag } = (await fetchLogo(service.logo_url)).headers;
    const again = await fetchLogo(service.logo_url, { 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(YEAR);
    const among = await fetchLogo(service.logo_url, { 'if-none-match': `"other", W/${etag}` });
    expect(among.statusCode).toBe(304);
    const stale = await fetchLogo(service.logo_url, { 'if-none-match': '"other"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.equals(png())).toBe(true);
  });

  it('asks caches to revalidate an address without the current version', async () => {
    const service = await createService(png());
    for (const url of [`/api/services/${service.id}/logo`, `${service.logo_url}x`]) {
      const served = await fetchLogo(url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('public, no-cache');
      expect(served.headers.etag).toBe(`"${logoVersion(png())}"`);
    }
  });

  it('gives a changed logo a new address and ETag; the old address revalidates', async () => {
    const service = await createService(png());
    const edited = await call('PUT', `/services/${service.id}`, {
      token: adminToken,
      body: {
        id: service.id,
        name: service.name,
        link: 'https://water.example/portal',
        has_sso: false,
        description: 'Water and electricity bills',
        logo: dataUrl('image/jpeg', jpeg),
        category: ServiceCategory.PartnerService,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const newUrl = edited.answer.data.logo_url as string;
    expect(newUrl).toBe(`/api/services/${service.id}/logo?v=${logoVersion(jpeg)}`);
    expect(newUrl).not.toBe(service.logo_url);

    const fresh = await fetchLogo(newUrl);
    expect(fresh.rawPayload.equals(jpeg)).toBe(true);
    expect(fresh.headers.etag).toBe(`"${logoVersion(jpeg)}"`);
    const old = await fetchLogo(service.logo_url, { 'if-none-match': `"${logoVersion(png())}"` });
    expect(old.statusCode).toBe(200);
    expect(old.headers['content-type']).toBe('image/jpeg');
    expect(old.headers['cache-control']).toBe('public, no-cache');
  });

  it("answers 404 for an unknown service and for a deleted service's logo", async () => {
    const missing = await fetchLogo('/api/services/999999/logo');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 'error', message: 'Service not found.' });

    const service = await createService(png());
    expect(
      (await call('DELETE', `/services/${service.id}`, { token: adminToken })).statusCode,
    ).toBe(200);
    const deleted = await fetchLogo(service.logo_url);
    expect(deleted.statusCode).toBe(404);
    expect(deleted.headers['cache-control']).toBe('no-store');
  });

  it.each(['abc', '012', '0x1', '-1', '1.5'])('answers 422 for the id %s', async (id) => {
    const refused = await fetchLogo(`/api/services/${id}/logo`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ status: 'error' });
  });
});

describe(`service logos on ${testEngine}: lists name them, never carry them`, () => {
  const big = pngOfSize(500 * 1024);
  const bigServices = Promise.all([createService(big), createService(big)]);

  it.each([
    ['GET /services', () => call('GET', '/services', { token: adminToken })],
    [
      'POST /search-services',
      () => call('POST', '/search-services', { token: adminToken, body: { search_term: 'logo' } }),
    ],
  ])('%s carries logo_url and no image', async (_call, list) => {
    const services = await bigServices;
    const answer = await list();
    expect(answer.statusCode).toBe(200);
    const row = answer.answer.data.find((s: { id: number }) => s.id === services[1].id);
    expect(row.logo_url).toBe(`/api/services/${row.id}/logo?v=${logoVersion(big)}`);
    expect(row).not.toHaveProperty('logo');
    expect(answer.body).not.toContain('base64');
    // Two 500 KB logos inline would be well over a megabyte.
    expect(answer.body.length).toBeLessThan(20_000);
  });

  it('GET /dashboard carries logo_url and no image', async () => {
    const services = await bigServices;
    const answer = await call('GET', '/dashboard', { token: adminToken });
    const card = answer.answer.data.services.find((s: { id: number }) => s.id === services[0].id);
    expect(card.logo_url).toBe(`/api/services/${card.id}/logo?v=${logoVersion(big)}`);
    expect(card).not.toHaveProperty('logo');
    expect(answer.body).not.toContain('base64');
  });

  it('the single record keeps the logo itself, for the edit form', async () => {
    const [service] = await bigServices;
    const read = await call('GET', `/services/${service.id}`, { token: adminToken });
    expect(read.answer.data.logo).toBe(dataUrl('image/png', big));
    expect(read.answer.data.logo_url).toBe(service.logo_url);
  });
});
