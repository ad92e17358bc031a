import { evaluationCriteria } from '../content/vendor-terms';
import styles from '../landing.module.css';

// Summed rather than written down, so the total cannot disagree with the rows.
const total = evaluationCriteria.reduce((sum, { points }) => sum + points, 0);

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
        {evaluationCriteria.map(({ criterion, points }) => (
          <tr key={criterion}>
            <th scope="row">{criterion}</th>
            <td className={styles.number}>{points}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td className={styles.number}>{total}</td>
        </tr>
      </tfoot>
    </table>
  );
}
