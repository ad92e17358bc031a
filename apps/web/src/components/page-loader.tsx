import styles from './page-loader.module.css';

/** Shown while a route's code or data loads for the first time; plain, as it is on every page. */
export function PageLoader() {
  return (
    <div className={styles.loader} role="status" aria-label="Loading page">
      <span className={styles.spinner} />
    </div>
  );
}
