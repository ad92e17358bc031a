import { useCallback } from 'react';
import { LOGIN_PATH } from '../lib/guards';
import { http } from '../lib/http-client';
import { navigateTo, routerRuns } from '../lib/navigator';
import { clearCurrentUser } from '../lib/session';
import { notify } from '../lib/toast';

/**
 * POST /logout (docs/product.md, "Accounts"), then clear the local session and go to login whatever the
 * answer; a refusal is shown as a warning toast by the HTTP client. Works without the app's router
 * too, as on a prerendered public page, where going to login loads the app (record 0033) and the
 * answer's message is carried over to it.
 */
export function useLogout(): () => Promise<void> {
  return useCallback(async () => {
    try {
      const answer = await http.post<{ message?: string }>('/logout', undefined, {
        failureToast: 'warning',
      });
      if (answer?.message) (routerRuns() ? notify.success : notify.carrySuccess)(answer.message);
    } catch {
      // Already reported; the user is signed out locally all the same.
    } finally {
      clearCurrentUser();
      navigateTo(LOGIN_PATH);
    }
  }, []);
}
