import { site } from '@portal/shared/site';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { documentTitle } from './document-title';
import type { ScreenHandle } from './route-table';

/** The deepest matched route's handle: it names the screen on display. */
function useScreenHandle(): Partial<ScreenHandle> {
  const handles = useMatches()
    .map((match) => match.handle as Partial<ScreenHandle> | undefined)
    .filter((handle) => handle?.title);
  return handles.at(-1) ?? {};
}

/**
 * Gives each page a title naming its screen (WCAG 2.4.2) and its description. Prerendered pages
 * have both in their HTML already (scripts/prerender.mjs); this keeps them right as the visitor
 * moves between pages.
 */
function useDocumentHead(): void {
  const { title, description = site.description } = useScreenHandle();
  useEffect(() => {
    document.title = documentTitle(title);
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}

export function RootLayout() {
  useDocumentHead();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
