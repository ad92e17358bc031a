import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { site } from '../../../packages/shared/src/site';
import { manualValues } from './manual-values';
import { renderManualPdf } from './render-manual-pdf';

const manualSource = fileURLToPath(new URL('../../../docs/user-manual.md', import.meta.url));

async function renderManual(): Promise<Buffer> {
  return renderManualPdf(await readFile(manualSource, 'utf8'), manualValues);
}

/**
 * The User Manual PDF of the help bar, made from docs/user-manual.md on every build and on every
 * request in development, so it never lags behind the Markdown or the site's details.
 */
export function userManualPlugin(): Plugin {
  return {
    name: 'portal-user-manual',
    // The server-side build for prerendering publishes no files of its own.
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    buildStart() {
      this.addWatchFile(manualSource);
    },
    async generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: site.userManualPath.slice(1),
        source: await renderManual(),
      });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.method !== 'GET' || request.url?.split('?')[0] !== site.userManualPath) {
          return next();
        }
        renderManual().then((pdf) => {
          response.setHeader('Content-Type', 'application/pdf');
          response.end(pdf);
        }, next);
      });
    },
  };
}
