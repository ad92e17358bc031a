import type { ServiceTime, VendorServiceTime } from '@portal/shared/service-times';
import landing from '../landing.module.css';
import styles from './service-time-chart.module.css';

const days = (value: number | null) => (value === null ? '–' : value.toLocaleString('en-GB'));
type Time = ServiceTime | VendorServiceTime;

const targetOf = (time: Time) =>
  time.target ? `${time.target.days} ${time.target.working ? 'working days' : 'days'}` : 'None';

/**
 * How long each stage of one journey took as bars (median, 90th percentile, target), and the same
 * as a table named `caption`; `labels` are the journey's words for its stages.
 */
export function ServiceTimeChart({
  stages,
  labels,
  caption,
}: {
  stages: Time[];
  labels: Readonly<Record<string, string>>;
  caption: string;
}) {
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
              {labels[time.stage]}: median {days(time.median_days)}, 90% within{' '}
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
        <caption>{caption}</caption>
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
              <th scope="row">{labels[time.stage]}</th>
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
