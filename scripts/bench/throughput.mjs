// The rows every throughput table shares: a baseline with the load generator's ceiling, and runs
// of the portal as ratios to it (decision record 0032).
import { generatorCeiling, GENERATOR_BOUND_CPU, ratioTo } from './measure.mjs';
import { ms, perSecond, ratio } from './report.mjs';

export const THROUGHPUT_COLUMNS = [
  'run',
  'req/s',
  'p50',
  'p99',
  'non-2xx',
  "wrk's core",
  'ratio to (a)',
  'target',
  '',
];

const core = (share) => `${Math.round(share * 100)} %`;

/** The baseline's row: the generator must have had room to spare. */
export function baselineRow(report, name, base) {
  const ceiling = Math.round(generatorCeiling(base) / 1000);
  report.row(
    [
      `(a) ${name}`,
      perSecond(base.rps),
      ms(base.p50),
      ms(base.p99),
      base.errors,
      `${core(base.generatorCpu)} (ceiling ≈ ${ceiling}k req/s)`,
      '1',
    ],
    `wrk < ${core(GENERATOR_BOUND_CPU)} of its core`,
    base.generatorCpu < GENERATOR_BOUND_CPU,
  );
}

/**
 * A run of the portal: `minRatio`, and `maxP99` (ms) when given, are its targets, with no answer
 * other than 2xx.
 */
export function portalRow(report, name, base, run, { minRatio, maxP99 }) {
  const r = ratioTo(base, run);
  const targets = [`≥ ${minRatio.toFixed(2)}`];
  if (maxP99 !== undefined) targets.push(`p99 ≤ ${maxP99} ms`, 'no non-2xx');
  const met =
    r === undefined
      ? undefined
      : r >= minRatio && run.errors === 0 && (maxP99 === undefined || run.p99 <= maxP99);
  report.row(
    [
      name,
      perSecond(run.rps),
      ms(run.p50),
      ms(run.p99),
      run.errors,
      core(run.generatorCpu),
      `**${ratio(r)}**`,
    ],
    targets.join(', '),
    met,
  );
}
