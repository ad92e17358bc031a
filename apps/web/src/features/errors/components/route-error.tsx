import { isRouteErrorResponse, useRouteError } from 'react-router';
import styles from './route-error.module.css';

/**
 * Last resort for an error thrown while loading or rendering a route (e.g. a chunk gone after a
 * deploy). Plain elements: it must show even when the UI kit's code is what failed to load.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'The page could not be shown.';
  return (
    <main className={styles.page}>
      <h1>Something went wrong</h1>
      <p>{detail}</p>
      <button type="button" className={styles.button} onClick={() => window.location.reload()}>
        Reload the page
      </button>
    </main>
  );
}
