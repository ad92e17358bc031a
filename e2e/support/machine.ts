import { availableParallelism } from 'node:os';

/**
 * How much slower this machine runs now than the one the test suites' time limits were set on
 * (record 0045), from 1 to 4. Measured once, by the main process, as how often a fixed piece of
 * JavaScript work gets done in a second; its workers inherit the figure through the environment so that every
 * process agrees. A shared, busy or simply slower machine gets proportionally longer limits, so
 * that no test passes or fails on the machine's speed.
 */
const REFERENCE_PER_SECOND = 110;
const ENV = 'PORTAL_TEST_SLOWNESS';

function workload(): number {
  // String building, object churn and arithmetic: the kind of work a server and a browser do.
  let text = '';
  let sum = 0;
  for (let i = 0; i < 200_000; i += 1) {
    const item = { id: i, name: `row ${i}` };
    text += item.name.length;
    sum += Math.sqrt(i) * item.id;
    if (text.length > 1000) text = text.slice(500);
  }
  return sum + text.length;
}

function measure(): number {
  for (let run = 0; run < 5; run += 1) workload(); // let the JIT settle first
  // Work done in a second of wall-clock time: on a shared machine this counts the share of a core
  // the suite gets, not only the core's speed, as every process of the suite will.
  let done = 0;
  const started = performance.now();
  while (performance.now() - started < 1_000) {
    workload();
    done += 1;
  }
  return Math.min(4, Math.max(1, REFERENCE_PER_SECOND / done));
}

export const slowness: number = Number(process.env[ENV]) || measure();
process.env[ENV] = String(slowness);

/** A time limit set on the reference machine, as long as this machine needs for the same work. */
export function scaled(ms: number): number {
  return Math.round(ms * slowness);
}

/** One worker per core (each runs a server and a browser), at most four. */
export const workers = Math.min(4, availableParallelism());
