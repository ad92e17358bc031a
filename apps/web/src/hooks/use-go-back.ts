import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** True when the previous history entry belongs to this app. */
function canGoBack(locationKey: string): boolean {
  // The browser router records each entry's index in history.state; 0 is the first page of the app.
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  if (typeof idx === 'number') return idx > 0;
  // Otherwise (memory router), react-router keys the very first entry 'default'.
  return locationKey !== 'default';
}

/** Goes back one page, or to `fallback` when this is the first page the user opened. */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (canGoBack(key)) void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [navigate, key, fallback]);
}
