import { Brand } from '@web/components/brand/brand';
import { Island } from '@web/components/island/island';
import { HeaderActions } from './header-actions';
import { HelpBar } from './help-bar';
import styles from './public-shell.module.css';
import { ServicesMenu } from './services-menu';

export function PublicHeader() {
  return (
    <header className={styles.header}>
      <HelpBar />
      <div className={styles.bar}>
        <Brand />
        <nav aria-label="Main" className={styles.nav}>
          <a className={styles.navLink} href="/landing/home">
            Home
          </a>
          <Island name="services-menu">
            <ServicesMenu />
          </Island>
          <a className={styles.navLink} href="/landing/faqs">
            FAQs
          </a>
        </nav>
        <Island name="header-actions">
          <HeaderActions />
        </Island>
      </div>
    </header>
  );
}
