import type { ReactNode } from 'react';
import { useLogout } from '@web/hooks/use-logout';
import { useCurrentUser } from '@web/lib/session';
import styles from './public-shell.module.css';

/**
 * The public header's signed-in variant: 'Welcome, {name}', Dashboard and Logout (docs/product.md,
 * "Screens and addresses").
 */
export function SignedInActions({ signedOut }: { signedOut: ReactNode }) {
  const user = useCurrentUser();
  const logout = useLogout();
  if (!user) return signedOut;
  return (
    <div className={styles.actions}>
      <span>Welcome, {user.name}</span>
      <a className={styles.buttonOutline} href="/account/dashboard">
        Dashboard
      </a>
      <button type="button" className={styles.button} onClick={() => void logout()}>
        Logout
      </button>
    </div>
  );
}
