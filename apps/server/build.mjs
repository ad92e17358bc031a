// Bundles the server into dist/main.js: workspace packages (TypeScript sources) are inlined,
// everything from the npm registry stays an external import. `node build.mjs <outfile>` writes the
// same bundle elsewhere (the shutdown tests run their own copy).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@portal/'));

await build({
  entryPoints: ['src/main.ts'],
  outfile: process.argv[2] ?? 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
