import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/app';

// Long enough (over 1 KB) to be worth compressing.
const FAQS_PAGE = `<!doctype html><title>FAQs</title><div id="root"><h1>FAQs</h1>${'<p>Answer.</p>'.repeat(200)}</div>`;
// A prerendered page's own inline script, which the page's policy must let run, and only it.
const WAKE_SCRIPT = 'document.body.dataset.woken=""';
const HOME_PAGE = `<!doctype html><title>Home</title><div id="root"><h1>Home</h1></div><script data-hydrate="/assets/x.js">${WAKE_SCRIPT}</script><script type="module" src="/assets/main-abc123.js"></script>`;

function fakeBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'portal-web-'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><title>Portal</title><div id="root"></div>',
  );
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'assets', 'main-abc123.js'), 'console.log("hi")');
  mkdirSync(join(root, 'landing'));
  writeFileSync(join(root, 'landing', 'faqs.html'), FAQS_PAGE);
  writeFileSync(join(root, 'landing', 'home.html'), HOME_PAGE);
  return root;
}

const { app } = await buildTestApp({ webRoot: fakeBuild() });

describe('serving the web app', () => {
  it.each(['/account/users', '/auth/recover-password/abc', '/no/such/page'])(
    'answers the client route %s with index.html',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    },
  );

  it("lets a prerendered page's inline script run by its hash, and no other inline script", async () => {
    const res = await app.inject({ method: 'GET', url: '/landing/home' });
    expect(res.body).toBe(HOME_PAGE);
    const hash = createHash('sha256').update(WAKE_SCRIPT).digest('base64');
    const scriptSources = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']));
    expect(scriptSources?.[1]).toBe(`'self' 'sha256-${hash}'`);
    // Everything else the page policy says stays as it is for every other page.
    const appPage = await app.inject({ method: 'GET', url: '/account/users' });
    expect(String(res.headers['content-security-policy'])).toBe(
      String(appPage.headers['content-security-policy']).replace(
        "script-src 'self'",
        `script-src 'self' 'sha256-${hash}'`,
      ),
    );
    expect(String(appPage.headers['content-security-policy'])).not.toContain('sha256-');
  });

  it.each(['/', '/home'])('sends %s straight to the public home page', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/landing/home');
  });

  it('answers a public page with the HTML prerendered for it, compressed when the client can', async () => {
    const plain = await app.inject({ method: 'GET', url: '/landing/faqs' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toContain('text/html');
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers['content-security-policy']).toContain("script-src 'self'");
    expect(plain.body).toBe(FAQS_PAGE);

    const brotli = await app.inject({
      method: 'GET',
      url: '/landing/faqs',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(FAQS_PAGE);
    expect(brotli.rawPayload.length).toBeLessThan(FAQS_PAGE.length / 4);
  });

  it('serves hashed bundles with a long cache lifetime', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log("hi")');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('does not answer unknown API paths with the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error', code: 'not_found' });
  });

  it('does not answer a POST to a client route with the page', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/landing/home',
      headers: { cookie: 'XSRF-TOKEN=a', 'x-xsrf-token': 'a' },
    });
    expect(res.statusCode).toBe(404);
  });

  it.each(['/landing/faqs', '/account/apis'])(
    'lets %s use the clipboard for Copy, and no camera, microphone, location or payment',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const policy = String(res.headers['permissions-policy']).split(', ');
      expect(policy).toEqual(
        expect.arrayContaining([
          'camera=()',
          'microphone=()',
          'geolocation=()',
          'payment=()',
          'usb=()',
          'clipboard-write=(self)',
        ]),
      );
      // A page must not keep secrets either, but it is re-read on every visit, not unstored.
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );
});
