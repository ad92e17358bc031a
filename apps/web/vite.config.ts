import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { scaled } from '../../e2e/support/machine';
import pkg from './package.json' with { type: 'json' };
import { siteHeadPlugin } from './vite/site-head-plugin';
import { userManualPlugin } from './vite/user-manual-plugin';

export default defineConfig({
  plugins: [react(), siteHeadPlugin(), userManualPlugin()],
  define: {
    // Shown in the account footer so support can tell which build a user runs.
    __APP_VERSION__: JSON.stringify(pkg.version),
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  resolve: {
    // Vite's own client conditions, spelled out because Vitest's jsdom environment otherwise
    // resolves `react-router` to its CommonJS build while `react-router/dom` requires the ESM one:
    // two router copies whose contexts do not match.
    conditions: ['module', 'browser', 'development|production'],
    // `@web/*` imports, mapped by tsconfig.json's paths.
    tsconfigPaths: true,
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by scripts/prerender.mjs to link each prerendered page's own chunks and styles.
    manifest: true,
    rolldownOptions: {
      // The app, and the islands of the prerendered public pages, which their inline script
      // imports when an island wakes (records 0033 and 0045).
      input: { index: 'index.html', 'hydrate-islands': 'src/hydrate-islands.tsx' },
      // The islands' entry is imported for its `hydrateIsland`: keep what an entry exports.
      preserveEntrySignatures: 'exports-only',
      output: {
        // Libraries every page loads anyway get their own long-cached chunks, so an app release
        // does not make returning users download React or zod again. The router is apart from
        // React: the public pages load React alone. Lazily used libraries keep the default
        // splitting, so the public pages never load back-office code.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    // Web tests reach no server, whatever runs on this machine: port 9 is on the Fetch
    // standard's list of blocked ports, so a call to the page's own origin fails at once as a
    // network error. Tests that need a server start their own and name its origin.
    environmentOptions: { jsdom: { url: 'http://localhost:9/' } },
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
    // Ceilings, not speed checks: a route's lazy modules load in a few hundred milliseconds on an
    // idle machine and several seconds on a busy shared one; they follow the machine (record 0045).
    // A form test that types a dozen fields takes over 20 s while the server's tests run beside it
    // on two cores (the tariff form's did, in a clean clone's CI run): the ceiling catches a hang,
    // not a slow machine.
    testTimeout: scaled(30_000),
    hookTimeout: scaled(15_000),
    restoreMocks: true,
    // Vitest leaves a core free by default, which on a 2-core machine is one worker: two ran the
    // suite in 161 s instead of 222 s here.
    maxWorkers: 2,
    // A worker keeps its modules and its document from one file to the next (src/testing/setup.ts
    // empties the page after each test): loading React, Mantine and jsdom again for each file was
    // half the suite's time, 173 s against 86 s here (record 0045).
    isolate: false,
  },
});
