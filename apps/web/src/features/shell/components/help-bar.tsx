import { site } from '@portal/shared/site';
import styles from './public-shell.module.css';

/**
 * Thin bar above the header: the user manual and the help line (docs/product.md, "Screens and
 * addresses").
 */
export function HelpBar() {
  return (
    <div className={styles.helpBar}>
      <div className={styles.helpBarInner}>
        <a href={site.userManualPath} target="_blank" rel="noopener">
          User Manual <span className={styles.hint}>(PDF, opens in a new tab)</span>
        </a>
        <a href={site.phone.href}>Call us: {site.phone.label}</a>
      </div>
    </div>
  );
}
