import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { site } from '../config/site';
import type { ScreenHandle } from './route-table';

/** Gives each page a title naming its screen (WCAG 2.4.2) from the deepest route that has one. */
function useDocumentTitle(): void {
  const matches = useMatches();
  const title = matches
    .map((match) => (match.handle as Partial<ScreenHandle> | undefined)?.title)
    .filter(Boolean)
    .at(-1);
  useEffect(() => {
    document.title = title ? `${title} | ${site.name}` : site.name;
  }, [title]);
}

export function RootLayout() {
  useDocumentTitle();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
