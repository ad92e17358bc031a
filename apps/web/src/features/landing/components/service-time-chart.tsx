import type { ServiceTime } from '@portal/shared/service-times';
import { STAGE_LABELS } from '@portal/shared/land-journey';
import landing from '../landing.module.css';
import styles from './service-time-chart.module.css';

const days = (value: number | null) => (value === null ? '–' : value.toLocaleString('en-GB'));
const targetOf = (time: ServiceTime) =>
  time.target ? `${time.target.days} ${time.target.working ? 'working days' : 'days'}` : 'None';

/** How long each stage took as bars (median, 90th percentile, target), and the same as a table. */
export function ServiceTimeChart({ stages }: { stages: ServiceTime[] }) {
  const longest = Math.max(
    1,
    ...stages.flatMap((time) => [
      time.p90_days ?? 0,
      time.median_days ?? 0,
      time.target?.days ?? 0,
    ]),
  );
  const share = (value: number) => `${(value / longest) * 100}%`;
  return (
    <div className={styles.layout}>
      {/* The table says the same to assistive technology: the bars are for the eye. */}
      <figure className={styles.chart} aria-hidden="true">
        <figcaption>Days in each stage</figcaption>
        <ul className={styles.legend}>
          <li>
            <span className={`${styles.swatch} ${styles.median}`} /> Median
          </li>
          <li>
            <span className={`${styles.swatch} ${styles.p90}`} /> 90th percentile
          </li>
          <li>
            <span className={`${styles.swatch} ${styles.target}`} /> Target
          </li>
        </ul>
        {stages.map((time) => (
          <div key={time.stage} className={styles.stage} data-stage={time.stage}>
            <div className={styles.stageName}>
              {STAGE_LABELS[time.stage]}: median {days(time.median_days)}, 90% within{' '}
              {days(time.p90_days)}
            </div>
            <div className={styles.track}>
              {time.p90_days !== null && (
                <span className={styles.p90} style={{ width: share(time.p90_days) }} />
              )}
              {time.median_days !== null && (
                <span className={styles.median} style={{ width: share(time.median_days) }} />
              )}
              {time.target && (
                <span className={styles.target} style={{ left: share(time.target.days) }} />
              )}
            </div>
          </div>
        ))}
      </figure>
      <table className={landing.table}>
        <caption>Days applications spent in each stage</caption>
        <thead>
          <tr>
            <th scope="col">Stage</th>
            <th scope="col" className={landing.number}>
              {/* Soft hyphens: a phone breaks these headings there, nowhere else. */}
              Appli&shy;cations
            </th>
            <th scope="col" className={landing.number}>
              Median days
            </th>
            <th scope="col" className={landing.number}>
              90th per&shy;cen&shy;tile
            </th>
            <th scope="col">Target</th>
          </tr>
        </thead>
        <tbody>
          {stages.map((time) => (
            <tr key={time.stage}>
              <th scope="row">{STAGE_LABELS[time.stage]}</th>
              <td className={landing.number}>{time.passed.toLocaleString('en-GB')}</td>
              <td className={landing.number}>{days(time.median_days)}</td>
              <td className={landing.number}>{days(time.p90_days)}</td>
              <td>{targetOf(time)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
