// The load generator of `npm run bench`: Debian's wrk (C, epoll), one thread, driven by a Lua
// script written for each run. autocannon, in Node, topped out below what a bare node:http server
// serves on these machines, so its baseline measured autocannon (decision record 0032).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** wrk on PATH, installed from Debian's packages when missing (needs root, as in CI). */
export function ensureWrk() {
  if (spawnSync('wrk', ['--version']).error === undefined) return;
  console.log('wrk is missing: installing it from Debian (apt-get install wrk)');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  for (const args of [
    ['apt-get', 'update', '-qq'],
    ['apt-get', 'install', '-y', '-qq', 'wrk'],
  ]) {
    const [command, ...rest] = [...sudo, ...args];
    if (spawnSync(command, rest, { stdio: 'inherit' }).status !== 0) {
      console.error('Could not install wrk; install it (Debian package "wrk") and run again.');
      process.exit(1);
    }
  }
}

const lua = (value) => JSON.stringify(value); // a JSON string is a valid Lua string literal

/** The Lua script: the request (method, headers, body, paths in turn) and a JSON summary. */
function script({ method, headers, body, paths }) {
  const lines = [
    `wrk.method = ${lua(method)}`,
    ...Object.entries(headers).map(([name, value]) => `wrk.headers[${lua(name)}] = ${lua(value)}`),
  ];
  if (body !== undefined) lines.push(`wrk.body = ${lua(body)}`);
  if (paths) {
    lines.push(
      `local paths = { ${paths.map(lua).join(', ')} }`,
      'local n = 0',
      'request = function()',
      '  n = n + 1',
      '  return wrk.format(nil, paths[(n % #paths) + 1])',
      'end',
    );
  }
  lines.push(
    'done = function(summary, latency, requests)',
    '  local e = summary.errors',
    '  io.write(string.format(\'{"requests":%d,"us":%d,"p50":%d,"p99":%d,"status":%d,"socket":%d}\\n\',',
    '    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),',
    '    e.status, e.connect + e.read + e.write + e.timeout))',
    'end',
  );
  return lines.join('\n');
}

const TICKS = 100; // USER_HZ: /proc's CPU times are in hundredths of a second on Linux

/** CPU seconds a process has used so far (user + system), from /proc. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return Number.NaN;
  }
}

/**
 * `seconds` of load on `url` from `connections` connections (10 unless told): requests a second,
 * p50 and p99 in ms, answers that were not 2xx/3xx or failed, and how busy the generator and (when
 * `serverPid` is given) the server were over the run's middle, as a share of one core.
 */
export async function measure(
  url,
  seconds,
  { method = 'GET', headers = {}, body, connections = 10, paths, serverPid } = {},
) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-wrk-'));
  const file = join(dir, 'run.lua');
  const bodyText = body === undefined ? undefined : JSON.stringify(body);
  const allHeaders = bodyText ? { ...headers, 'content-type': 'application/json' } : headers;
  writeFileSync(file, script({ method, headers: allHeaders, body: bodyText, paths }));
  const child = spawn(
    'wrk',
    ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '5s', '-s', file, url],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  // CPU over the middle of the run: connections are open and neither side is winding down.
  const window = Math.max(0.5, seconds - 1) * 1000;
  await new Promise((resolve) => setTimeout(resolve, 500));
  const before = [cpuSeconds(child.pid), serverPid ? cpuSeconds(serverPid) : Number.NaN];
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, window));
  const elapsed = (performance.now() - started) / 1000;
  const after = [cpuSeconds(child.pid), serverPid ? cpuSeconds(serverPid) : Number.NaN];
  const code = await new Promise((resolve) => child.on('close', resolve));
  rmSync(dir, { recursive: true, force: true });
  const line = output.split('\n').find((l) => l.startsWith('{'));
  if (code !== 0 || !line) throw new Error(`wrk failed (exit ${code}) on ${url}:\n${output}`);
  const r = JSON.parse(line);
  return {
    rps: r.requests / (r.us / 1e6),
    p50: r.p50 / 1000,
    p99: r.p99 / 1000,
    errors: r.status + r.socket,
    generatorCpu: (after[0] - before[0]) / elapsed,
    serverCpu: (after[1] - before[1]) / elapsed,
  };
}

/**
 * Two seconds of the same load, not measured: a server just started is still compiling its hot
 * paths, which would show as the first run's p99.
 */
export async function warmUp(url, options = {}) {
  await measure(url, 2, options);
}
