import { partnershipTerms } from '../content/vendor-terms';
import styles from '../landing.module.css';

export function PartnershipTerms() {
  return (
    <dl className={styles.terms}>
      {partnershipTerms.map(({ title, text }) => (
        <div key={title}>
          <dt>{title}</dt>
          <dd>{text}</dd>
        </div>
      ))}
    </dl>
  );
}
