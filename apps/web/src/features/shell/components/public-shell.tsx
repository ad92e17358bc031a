import type { ReactNode } from 'react';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import styles from './public-shell.module.css';

/**
 * Chrome of the public information pages (/landing/*). Plain elements and one small style sheet
 * instead of the UI kit, so these pages load little and can be prerendered (record 0012).
 */
export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main-content">
        Skip to main content
      </a>
      <PublicHeader />
      <main id="main-content" className={styles.main}>
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}
