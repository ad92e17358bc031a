// Where a server's CPU went: `node scripts/bench/profile-summary.mjs <file.cpuprofile> [top]`
// prints the share of samples spent in each function (self time) and in each package or source
// file, from a V8 profile written under PORTAL_CPU_PROF_DIR (decision record 0032).
import { readFileSync } from 'node:fs';

const [file, top = '25'] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map();
for (const id of profile.samples) self.set(id, (self.get(id) ?? 0) + 1);
const total = profile.samples.length;

/** The package a frame belongs to, or its source file, or what V8 calls it. */
function area({ url, functionName }) {
  if (!url) return `(${functionName || 'native'})`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return url;
  return url.replace(/^.*\/(apps|packages)\//, '$1/');
}

const byFunction = new Map();
const byArea = new Map();
for (const [id, count] of self) {
  const { callFrame } = nodes.get(id);
  const name = `${callFrame.functionName || '(anonymous)'} ${area(callFrame)}:${callFrame.lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + count);
  byArea.set(area(callFrame), (byArea.get(area(callFrame)) ?? 0) + count);
}
const print = (title, map) => {
  console.log(`\n${title}`);
  for (const [name, count] of [...map].sort((a, b) => b[1] - a[1]).slice(0, Number(top))) {
    console.log(`${((100 * count) / total).toFixed(1).padStart(5)} %  ${name}`);
  }
};
console.log(`${total} samples`);
print('Self time by package or file', byArea);
print('Self time by function', byFunction);
