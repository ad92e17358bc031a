/**
 * Navigation for code outside React (the HTTP client, route loaders). The router registers itself
 * here at start-up, so lib code can navigate without importing the router (no import cycle).
 */
export type AppNavigator = {
  navigate(to: string, options?: { replace?: boolean }): void;
  /** Path, search and hash of the page on screen; null until the first page has rendered. */
  currentPath(): string | null;
};

/** The subset of a react-router data router that the navigator needs. */
type DataRouterLike = {
  navigate(to: string, options?: { replace?: boolean }): Promise<void>;
  readonly state: {
    initialized: boolean;
    location: { pathname: string; search: string; hash: string };
  };
};

let registered: AppNavigator | null = null;

export function registerNavigator(navigator: AppNavigator): () => void {
  registered = navigator;
  return () => {
    if (registered === navigator) registered = null;
  };
}

/**
 * Registers a data router as the navigator. Takes a function that creates it because the router
 * starts its first navigation (running loaders) while being created: until it exists, there is no
 * page on screen, which must not be confused with a previously registered router's page.
 */
export function registerRouter<R extends DataRouterLike>(create: () => R): R {
  let router: R | null = null;
  registerNavigator({
    navigate: (to, options) => {
      if (router) void router.navigate(to, options);
      else window.location.assign(to);
    },
    currentPath: () => {
      // Before the first navigation settles, `location` is the page being loaded, not one on screen.
      if (!router?.state.initialized) return null;
      const { pathname, search, hash } = router.state.location;
      return `${pathname}${search}${hash}`;
    },
  });
  router = create();
  return router;
}

/** Whether the app's router runs on this page: on a public page, navigating loads a document. */
export const routerRuns = (): boolean => registered !== null;

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (registered) registered.navigate(to, options);
  else window.location.assign(to);
}

export function currentPath(): string | null {
  return registered ? registered.currentPath() : null;
}
