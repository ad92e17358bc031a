// Writes each public page as HTML (dist/landing/<page>.html) from the build's server-side entry,
// so it shows before any script runs and the client hydrates it. The page's few style rules are
// inlined (no request stands between the HTML and the first paint); its scripts are preloaded.
// Run after `vite build` and `vite build --ssr src/prerender.tsx`.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const webRoot = join(dirname(new URL(import.meta.url).pathname), '..');
const dist = join(webRoot, 'dist');
const ssrOut = join(webRoot, 'dist-ssr');

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const template = readFileSync(join(dist, 'index.html'), 'utf8');

/** Chunks and style sheets a module needs beyond what index.html already loads. */
function assetsOf(keys) {
  const loaded = new Set();
  const visit = (key, into) => {
    if (into.has(key)) return;
    into.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported, into);
  };
  visit('index.html', loaded);
  const needed = new Set();
  for (const key of keys) {
    if (!manifest[key]) throw new Error(`${key} is not in the build manifest`);
    visit(key, needed);
  }
  const chunks = [...needed].filter((key) => !loaded.has(key)).map((key) => manifest[key]);
  return {
    scripts: chunks.map((chunk) => `/${chunk.file}`),
    styles: chunks.flatMap((chunk) => chunk.css ?? []).map((file) => `/${file}`),
  };
}

const entryStyles = (manifest['index.html'].css ?? []).map((file) => `/${file}`);
const withoutEntryStyles = entryStyles.reduce(
  (html, href) => html.replace(new RegExp(`<link rel="stylesheet"[^>]*href="${href}">\\s*`), ''),
  template,
);

const { pages, render } = await import(pathToFileURL(join(ssrOut, 'prerender.js')).href);
mkdirSync(join(dist, 'landing'), { recursive: true });
for (const page of pages) {
  const name = page.path.replace('/landing/', '');
  const { scripts, styles } = assetsOf([
    'src/app/routes/landing-layout.tsx',
    `src/app/routes/landing/${name}.tsx`,
  ]);
  const css = [...entryStyles, ...styles]
    .map((href) => readFileSync(join(dist, href), 'utf8'))
    .join('');
  const links = [
    `<style>${css}</style>`,
    ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ].join('');
  const html = withoutEntryStyles
    .replace(/<title>.*?<\/title>/s, `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"/,
      `<meta name="description" content="${escapeHtml(page.description)}"`,
    )
    .replace('</head>', `${links}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${await render(page.path)}</div>`);
  writeFileSync(join(dist, 'landing', `${name}.html`), html);
}
rmSync(ssrOut, { recursive: true, force: true });
console.log(`Prerendered ${pages.length} public pages into dist/landing/`);
