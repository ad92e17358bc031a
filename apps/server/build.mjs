// Bundles the server into dist/main.js, and the payment simulator into dist/payments-simulator.js:
// workspace packages (TypeScript sources) are inlined, everything from the npm registry stays an
// external import. `node build.mjs <outfile>` writes only the server's bundle, elsewhere (the
// shutdown tests run their own copy).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@portal/'));

const options = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
};

const server = { ...options, entryPoints: ['src/main.ts'] };
const simulator = { ...options, entryPoints: ['src/simulator/main.ts'] };

if (process.argv[2]) {
  await build({ ...server, outfile: process.argv[2] });
} else {
  await Promise.all([
    build({ ...server, outfile: 'dist/main.js' }),
    build({ ...simulator, outfile: 'dist/payments-simulator.js' }),
  ]);
}
