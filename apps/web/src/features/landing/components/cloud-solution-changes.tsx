import type { RegisterChange } from '@portal/shared/cloud-solutions';
import { PUBLIC_PATHS } from '@portal/shared/public-paths';
import { REVIEW_STATUS_LABELS } from '@portal/shared/vendor-journey';
import { dayOf } from '../cloud-solution-words';
import { usePublicAnswer } from '../public-api';
import { CloudSolutionStatus } from './cloud-solution-status';
import styles from './cloud-solutions.module.css';

function Change({ change }: { change: RegisterChange }) {
  // A first decision is news of itself; a later change says what it replaced.
  const before =
    change.from_status !== null && change.from_status !== 'in_process'
      ? `, was ${REVIEW_STATUS_LABELS[change.from_status]}`
      : '';
  return (
    <li>
      <time dateTime={change.at}>{dayOf(change.at)}</time>
      <a href={`/verify/${change.code}`}>{change.solution}</a> by {change.vendor}:{' '}
      <CloudSolutionStatus status={change.to_status} />
      {before}
    </li>
  );
}

/** The register's last changes of status, newest first, read once the page is on screen. */
export function CloudSolutionChanges() {
  const answer = usePublicAnswer<RegisterChange[]>(PUBLIC_PATHS.cloudSolutionChanges);
  if (answer.state === 'loading') return <p>Loading the latest changes…</p>;
  if (answer.state !== 'found')
    return <p>The latest changes could not be loaded. Please try again later.</p>;
  if (answer.data.length === 0) return <p>No solution has been decided yet.</p>;
  return (
    <ul className={styles.changes}>
      {answer.data.map((change, index) => (
        <Change key={`${change.code}-${index}`} change={change} />
      ))}
    </ul>
  );
}
