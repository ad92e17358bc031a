import { useEffect, useState } from 'react';
import { useProgressCount } from '../lib/progress';
import styles from './top-progress-bar.module.css';

/** A call answered sooner than this shows no bar, so quick answers do not make the page flicker. */
export const PROGRESS_BAR_DELAY_MS = 150;

/**
 * A thin bar along the top of the viewport while any call is under way (docs/product.md, "Calls
 * and answers"; decision record 0027). The page under it stays usable; the area waiting for the
 * answer shows its own skeleton or spinner.
 */
export function TopProgressBar() {
  const busy = useProgressCount() > 0;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setShown(true), PROGRESS_BAR_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [busy]);
  // Gone the moment the last call ends, failed or not.
  if (!busy || !shown) return null;
  return (
    <div className={styles.bar} role="progressbar" aria-label="Loading">
      <div className={styles.runner} />
    </div>
  );
}
