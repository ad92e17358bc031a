import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE } from '@portal/shared/constants';

const HOME_PATH = '/landing/home';
import { errorEnvelope } from './error-handler';
import { pagePolicyAllowing } from './security-headers';

type PrerenderedPage = { html: Buffer; policy: string };

/**
 * The public pages the web build prerendered: dist/landing/home.html answers /landing/home, with
 * a content security policy that lets the page's own inline script run, and no other (record 0045).
 */
function readPrerenderedPages(webRoot: string): Map<string, PrerenderedPage> {
  const folder = join(webRoot, 'landing');
  const pages = new Map<string, PrerenderedPage>();
  if (!existsSync(folder)) return pages;
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.html'))) {
    const html = readFileSync(join(folder, file));
    const policy = pagePolicyAllowing(inlineScripts(html.toString('utf8')));
    pages.set(`/landing/${file.slice(0, -'.html'.length)}`, { html, policy });
  }
  return pages;
}

/** The text of each inline `<script>` of a page, as a browser hashes it for the policy. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1] ?? '',
  );
}

/**
 * Serves the built web app: a public page as the HTML prerendered for it, any other client route
 * (`/account/users`, ...) as index.html so that a reload or a shared link works; unknown API
 * paths get a 404 envelope. Text responses are compressed (brotli or gzip).
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, opts: { webRoot: string | undefined }) => {
    const webRoot =
      opts.webRoot && existsSync(join(opts.webRoot, 'index.html')) ? opts.webRoot : undefined;
    await app.register(compress, { threshold: 1024 });
    if (webRoot) {
      const assets = join(webRoot, 'assets');
      await app.register(fastifyStatic, {
        root: webRoot,
        wildcard: false,
        cacheControl: false,
        index: false,
        // Hashed bundles never change; index.html must always be re-read to pick up a deploy.
        setHeaders: (res, path) => {
          const immutable = path.startsWith(assets);
          res.setHeader(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }

    // Read once: every client route answers with one of them, and a deploy restarts the server.
    const indexHtml = webRoot ? readFileSync(join(webRoot, 'index.html')) : undefined;
    const prerendered = webRoot
      ? readPrerenderedPages(webRoot)
      : new Map<string, PrerenderedPage>();

    if (indexHtml) {
      // The home page straight away, rather than after the app has loaded to redirect there.
      for (const url of ['/', '/home']) {
        app.get(url, { schema: { hide: true } }, (_request, reply) =>
          reply.redirect(HOME_PATH, 302),
        );
      }
    }
    // Routes of their own (not the fallback below), so that their answers are compressed.
    for (const [url, { html, policy }] of prerendered) {
      app.get(url, { schema: { hide: true } }, (_request, reply) =>
        reply
          .header('cache-control', 'no-cache')
          .header('content-security-policy', policy)
          .type('text/html; charset=utf-8')
          .send(html),
      );
    }

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const isApi = path === API_BASE || path.startsWith(`${API_BASE}/`);
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (indexHtml && wantsPage && !isApi) {
        return reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(indexHtml);
      }
      return reply
        .status(404)
        .send(errorEnvelope('not_found', `Route ${request.method} ${path} not found`));
    });
  },
  { name: 'web-app' },
);
