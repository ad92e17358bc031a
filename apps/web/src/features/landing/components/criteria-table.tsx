import { VENDOR_CRITERIA, VENDOR_CRITERIA_TOTAL } from '@portal/shared/vendor-journey';
import styles from '../landing.module.css';

/** The table evaluators score against: the very one the scorecard and the server's totals read. */
export function CriteriaTable() {
  return (
    <table className={styles.table}>
      <caption>Vendor evaluation criteria and the points available for each</caption>
      <thead>
        <tr>
          <th scope="col">Criterion</th>
          <th scope="col" className={styles.number}>
            Points
          </th>
        </tr>
      </thead>
      <tbody>
        {VENDOR_CRITERIA.map(({ key, label, points }) => (
          <tr key={key}>
            <th scope="row">{label}</th>
            <td className={styles.number}>{points}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td className={styles.number}>{VENDOR_CRITERIA_TOTAL}</td>
        </tr>
      </tfoot>
    </table>
  );
}
