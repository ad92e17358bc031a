import type { RegisterEntry } from '@portal/shared/cloud-solutions';
import { SOLUTION_CATEGORY_LABELS } from '@portal/shared/vendor-journey';
import type { ReactNode } from 'react';
import {
  authorityToday,
  certificationName,
  dataLocation,
  hasExpired,
  longDay,
} from '../cloud-solution-words';
import { CloudSolutionStatus } from './cloud-solution-status';
import styles from './cloud-solutions.module.css';

function Certifications({ entry, today }: { entry: RegisterEntry; today: string }) {
  if (entry.certifications.length === 0) return <span className={styles.muted}>None</span>;
  return (
    <ul>
      {entry.certifications.map((certification, index) => {
        const expired = hasExpired(certification, today);
        return (
          <li key={index}>
            {certificationName(certification)}, {expired ? 'expired' : 'expires'}{' '}
            {longDay(certification.expires_on)}
            {expired && (
              <strong className={`${styles.tag} ${styles.red} ${styles.expired}`}>Expired</strong>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The conditions an approval holds to, each with the day it is due. */
export function Conditions({ conditions }: { conditions: RegisterEntry['conditions'] }) {
  return (
    <ul>
      {conditions.map((condition, index) => (
        <li key={index}>
          {condition.text} <span className={styles.muted}>Due {longDay(condition.due_on)}.</span>
        </li>
      ))}
    </ul>
  );
}

const COLUMNS = [
  'Solution',
  'Category',
  'Data stored',
  'Certifications',
  'Status',
  'Decided on',
] as const;

/** A row's cell, labelled with its column's header for when it shows as a card. */
function Cell({ label, children }: { label: (typeof COLUMNS)[number]; children: ReactNode }) {
  return (
    <td role="cell" data-label={label}>
      {children}
    </td>
  );
}

/**
 * A page of the register: one row a solution, its code a link to its check. On a narrow screen
 * the rows become cards, each cell under its header's words (`data-label`); the explicit roles
 * keep the table a table to screen readers once its display is no longer one.
 */
export function CloudSolutionTable({
  entries,
  labelledBy,
}: {
  entries: RegisterEntry[];
  /** The id of the heading that names the table. */
  labelledBy: string;
}) {
  // A certification past its day is marked, on the authority's calendar, as the page shows it.
  const today = authorityToday();
  return (
    <table className={styles.table} role="table" aria-labelledby={labelledBy}>
      <thead role="rowgroup">
        <tr role="row">
          {COLUMNS.map((column) => (
            <th key={column} role="columnheader" scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {entries.map((entry) => (
          <tr key={entry.code} role="row">
            <th role="rowheader" scope="row">
              <span className={styles.solution}>{entry.solution}</span>
              {entry.vendor}
              <br />
              <span className={styles.muted}>Code </span>
              <a className={styles.code} href={`/verify/${entry.code}`}>
                {entry.code}
              </a>
            </th>
            <Cell label="Category">{SOLUTION_CATEGORY_LABELS[entry.category]}</Cell>
            <Cell label="Data stored">{dataLocation(entry)}</Cell>
            <Cell label="Certifications">
              <Certifications entry={entry} today={today} />
            </Cell>
            <Cell label="Status">
              <CloudSolutionStatus status={entry.status} />
              {entry.conditions.length > 0 && (
                <>
                  <span className={styles.conditions}>Conditions</span>
                  <Conditions conditions={entry.conditions} />
                </>
              )}
            </Cell>
            <Cell label="Decided on">{longDay(entry.decided_on)}</Cell>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
