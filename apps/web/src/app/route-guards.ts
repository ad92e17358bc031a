import { replace, type LoaderFunctionArgs } from 'react-router';
import { resolveBack, runGuards } from '../lib/guards';
import { currentPath } from '../lib/navigator';
import { getCurrentUser } from '../lib/session';
import { guardsForPath } from './route-table';

/**
 * Loader of /account and each of its screens: runs the guards of the route table before anything
 * renders or loads. Redirects replace the history entry, so Back never returns to a refused page.
 * "Back" keeps the user on the page they were on (what history back would show, without flashing
 * the refused screen); with no such page it falls back to the dashboard, then the home page.
 */
export function accountGuardLoader({ request }: LoaderFunctionArgs): null {
  const { pathname } = new URL(request.url);
  const user = getCurrentUser();
  const isAllowed = (path: string) =>
    runGuards(guardsForPath(path), { user, path }).kind === 'allow';

  const decision = runGuards(guardsForPath(pathname), { user, path: pathname });
  if (decision.kind === 'redirect') throw replace(decision.to);
  if (decision.kind === 'back') throw replace(resolveBack(currentPath(), pathname, isAllowed));
  return null;
}
