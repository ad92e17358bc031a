import { lazy, Suspense } from 'react';
import { useHasStoredSession } from '@web/lib/use-has-stored-session';
import styles from './public-shell.module.css';

// Greeting and logout need the validated session and the HTTP client: loaded only for visitors
// who may be signed in, so a first visit downloads neither.
const SignedInActions = lazy(() =>
  import('./signed-in-actions').then((module) => ({ default: module.SignedInActions })),
);

function SignedOutActions() {
  return (
    <div className={styles.actions}>
      <a className={styles.buttonOutline} href="/auth/login">
        Login
      </a>
      <a className={styles.button} href="/auth/register">
        Register
      </a>
    </div>
  );
}

/** Login and Register, or for a signed-in visitor the greeting, Dashboard and Logout. */
export function HeaderActions() {
  const maybeSignedIn = useHasStoredSession();
  return maybeSignedIn ? (
    <Suspense fallback={<SignedOutActions />}>
      <SignedInActions signedOut={<SignedOutActions />} />
    </Suspense>
  ) : (
    <SignedOutActions />
  );
}
