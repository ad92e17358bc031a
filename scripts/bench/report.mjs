// Collects the benchmark's figures beside their targets, prints them as they come, and writes
// them to docs/benchmarks.md at the end (unless BENCH_WRITE=0).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { root } from '../support/portal-process.mjs';

export const ms = (value) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
export const perSecond = (value) => String(Math.round(value));
/** The middle value (the upper one of an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
export const ratio = (value) => (value === undefined ? 'withheld' : value.toFixed(2));

/** A target met or missed: `met` is undefined when it could not be judged. */
const verdict = (met) => (met === undefined ? '—' : met ? 'met' : '**missed**');

export function createReport(seconds) {
  const sections = [];
  let current;
  let unmet = 0;
  return {
    /** Starts a section: a title, what it measures (markdown) and its table's columns. */
    section(title, about, columns) {
      current = { title, about, columns, rows: [], notes: [] };
      sections.push(current);
      console.log(`\n## ${title}\n${columns.join(' | ')}`);
    },
    /** A row of cells; the last two cells are the target and whether it is met. */
    row(cells, target, met) {
      const all = target === undefined ? cells : [...cells, target, verdict(met)];
      current.rows.push(all);
      if (target !== undefined && met !== true) unmet += 1;
      console.log(all.join(' | '));
    },
    note(text) {
      current.notes.push(text);
      console.log(text);
    },
    /** How many targets were missed or could not be judged, over every section. */
    missed: () => unmet,
    write() {
      if (process.env.BENCH_WRITE === '0') return;
      // wrk prints its version, then its usage, and exits 1.
      const wrk = spawnSync('wrk', ['--version'], { encoding: 'utf8' }).stdout.split(
        ' Copyright',
      )[0];
      const body = sections.map(
        ({ title, about, columns, rows, notes }) =>
          `## ${title}\n\n${about}\n\n| ${columns.join(' | ')} |\n|${columns.map(() => '---').join('|')}|\n${rows
            .map((r) => `| ${r.join(' | ')} |`)
            .join('\n')}\n${notes.length ? `\n${notes.join('\n\n')}\n` : ''}`,
      );
      writeFileSync(
        `${root}docs/benchmarks.md`,
        `# Benchmarks

Written by \`npm run bench\`; do not edit by hand. How the figures are taken and why: decision
record 0032. Machine: ${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version},
${wrk}, ${new Date().toISOString().slice(0, 10)}, ${seconds} s a run, on loopback. The load
generator, the server and PostgreSQL share the machine's cores, and the machine is shared with
others: every speed is a ratio to a bare \`node:http\` server measured in the same run, and
latencies are read beside it.

${body.join('\n')}`,
      );
      console.log(`\nwritten to ${root}docs/benchmarks.md`);
    },
  };
}
