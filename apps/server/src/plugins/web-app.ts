import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE } from '@portal/shared/constants';
import { errorEnvelope } from './error-handler';

/**
 * Serves the built web app and answers client routes (`/account/users`, ...) with its
 * index.html so that a reload or a shared link works; unknown API paths get a 404 envelope.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, opts: { webRoot: string | undefined }) => {
    const webRoot =
      opts.webRoot && existsSync(join(opts.webRoot, 'index.html')) ? opts.webRoot : undefined;
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

    // Read once: every client route answers with it, and a deploy restarts the server anyway.
    const indexHtml = webRoot ? readFileSync(join(webRoot, 'index.html')) : undefined;

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
