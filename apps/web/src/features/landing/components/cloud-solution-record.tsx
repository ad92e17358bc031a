import type { RegisterRecord } from '@portal/shared/cloud-solutions';
import { REVIEW_STATUS_LABELS, SOLUTION_CATEGORY_LABELS } from '@portal/shared/vendor-journey';
import { dataLocation, dayOf, longDay } from '../cloud-solution-words';
import landing from '../landing.module.css';
import { CloudSolutionStatus } from './cloud-solution-status';
import { Conditions } from './cloud-solution-table';
import styles from './cloud-solutions.module.css';

/**
 * A solution found by its code (docs/product.md, "Software and cloud vendors"): its status today
 * first, as that is what a holder of a printed decision comes to check, then what it is and how
 * its status came to be.
 */
export function CloudSolutionRecord({ record }: { record: RegisterRecord }) {
  return (
    <>
      <div className={styles.verdict}>
        <p className={styles.verdictStatus}>
          <CloudSolutionStatus status={record.status} /> as of today
        </p>
        <p>
          This code belongs to a solution in the authority’s register of cloud solutions. A printed
          decision may be older: what this page says is the status that holds now.
        </p>
      </div>
      <dl className={landing.terms}>
        <dt>Solution</dt>
        <dd>{record.solution}</dd>
        <dt>Vendor</dt>
        <dd>{record.vendor}</dd>
        <dt>Category</dt>
        <dd>{SOLUTION_CATEGORY_LABELS[record.category]}</dd>
        <dt>Data stored</dt>
        <dd>{dataLocation(record)}</dd>
        <dt>Decided on</dt>
        <dd>{longDay(record.decided_on)}</dd>
      </dl>
      {record.conditions.length > 0 && (
        <>
          <h2>Conditions</h2>
          <p>The approval holds while the vendor meets these conditions by the day each is due.</p>
          <Conditions conditions={record.conditions} />
        </>
      )}
      <h2>History</h2>
      <ol className={styles.changes}>
        {record.history.map((change, index) => (
          <li key={index}>
            <time dateTime={change.at}>{dayOf(change.at)}</time>
            {REVIEW_STATUS_LABELS[change.to_status]}
          </li>
        ))}
      </ol>
      <p>
        Read the other solutions in the{' '}
        <a href="/landing/cloud-solutions">register of cloud solutions</a>.
      </p>
    </>
  );
}
