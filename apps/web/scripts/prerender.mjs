// Writes each public page as HTML (dist/landing/<page>.html) from the build's server-side entry,
// so it shows before any script runs. The page's few style rules are inlined (no request stands
// between the HTML and the first paint), and so is its one script, src/public-page.ts, bundled
// here on its own: it runs as the page is parsed, before the first paint, and loads React and the
// islands' chunk only when an island wakes (records 0033 and 0045). The server allows that inline
// script by its hash. The app's own script (index.html's) loads only with sign-in or the account
// area. Run after `vite build` and `vite build --ssr src/prerender.tsx`.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const webRoot = join(dirname(new URL(import.meta.url).pathname), '..');
const dist = join(webRoot, 'dist');
const ssrOut = join(webRoot, 'dist-ssr');

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const template = readFileSync(join(dist, 'index.html'), 'utf8');

/** The manifest entries of these modules and of everything they import, statically. */
function chunksOf(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    if (!manifest[key]) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen].map((key) => manifest[key]);
}

// The wake script, self-contained, and where the islands' chunk (a build entry) was written.
const [hydrateChunk] = chunksOf(['src/hydrate-islands.tsx']).map((chunk) => chunk.file);
const { outputFiles } = await build({
  entryPoints: [join(webRoot, 'src/public-page.ts')],
  bundle: true,
  format: 'iife',
  minify: true,
  target: 'es2022',
  write: false,
});
const wakeScript = `<script data-hydrate="/${hydrateChunk}">${outputFiles[0].text.trim()}</script>`;

// index.html as a page shell: without the app's scripts and style sheets, which the page replaces.
const shell = template
  .replace(/<script type="module"[^>]*><\/script>\s*/, '')
  .replace(/<link rel="(modulepreload|stylesheet)"[^>]*>\s*/g, '');

const { pages, render } = await import(pathToFileURL(join(ssrOut, 'prerender.js')).href);
mkdirSync(join(dist, 'landing'), { recursive: true });
for (const page of pages) {
  const name = page.path.replace('/landing/', '');
  // The styles the app would load to show this page: its global ones, its layout's and its own.
  const styles = new Set(
    chunksOf([
      'index.html',
      'src/app/routes/landing-layout.tsx',
      `src/app/routes/landing/${name}.tsx`,
    ]).flatMap((chunk) => chunk.css ?? []),
  );
  const css = [...styles].map((file) => readFileSync(join(dist, file), 'utf8')).join('');
  const html = shell
    .replace(/<title>.*?<\/title>/s, `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"/,
      `<meta name="description" content="${escapeHtml(page.description)}"`,
    )
    .replace('</head>', `<style>${css}</style></head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${await render(page.path)}</div>${wakeScript}`,
    );
  writeFileSync(join(dist, 'landing', `${name}.html`), html);
}
rmSync(ssrOut, { recursive: true, force: true });
console.log(`Prerendered ${pages.length} public pages into dist/landing/`);
