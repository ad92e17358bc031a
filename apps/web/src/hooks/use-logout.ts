import { useCallback } from 'react';
import { logoutCall } from '@portal/shared/logout';
import { LOGIN_PATH } from '../lib/guards';
import { http } from '../lib/http-client';
import { navigateTo, routerRuns } from '../lib/navigator';
import { clearCurrentUser } from '../lib/session';
import { notify } from '../lib/toast';

/**
 * Signs out on the server (docs/product.md, "Accounts"), then clears the local session and goes to
 * login whatever the answer; a refusal is shown as a warning toast by the HTTP client. Works
 * without the app's router too, as on a prerendered public page, where going to login loads the
 * app (record 0033) and the answer's message is carried over to it.
 */
export function useLogout(): () => Promise<void> {
  return useCallback(async () => {
    try {
      const answer = await http.call(logoutCall, { failureToast: 'warning' });
      if (answer.message) (routerRuns() ? notify.success : notify.carrySuccess)(answer.message);
    } catch {
      // Already reported; the user is signed out locally all the same.
    } finally {
      clearCurrentUser();
      navigateTo(LOGIN_PATH);
    }
  }, []);
}
