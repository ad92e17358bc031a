import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Brand } from '../../../components/brand/brand';
import { useHasStoredSession } from '../../../lib/stored-session';
import { HelpBar } from './help-bar';
import styles from './public-shell.module.css';
import { ServicesMenu } from './services-menu';

// Greeting and logout need the validated session and the HTTP client: loaded only for visitors
// who may be signed in, so a first visit downloads neither.
const SignedInActions = lazy(() =>
  import('./signed-in-actions').then((module) => ({ default: module.SignedInActions })),
);

function SignedOutActions() {
  return (
    <div className={styles.actions}>
      <Link className={styles.buttonOutline} to="/auth/login">
        Login
      </Link>
      <Link className={styles.button} to="/auth/register">
        Register
      </Link>
    </div>
  );
}

export function PublicHeader() {
  const maybeSignedIn = useHasStoredSession();
  return (
    <header className={styles.header}>
      <HelpBar />
      <div className={styles.bar}>
        <Brand />
        <nav aria-label="Main" className={styles.nav}>
          <Link className={styles.navLink} to="/landing/home">
            Home
          </Link>
          <ServicesMenu />
          <Link className={styles.navLink} to="/landing/faqs">
            FAQs
          </Link>
        </nav>
        {maybeSignedIn ? (
          <Suspense fallback={<SignedOutActions />}>
            <SignedInActions signedOut={<SignedOutActions />} />
          </Suspense>
        ) : (
          <SignedOutActions />
        )}
      </div>
    </header>
  );
}
