import { replace } from 'react-router';

/** A route that only forwards somewhere else; `element: null` says it never renders anything. */
export const forwardTo = (to: string) => ({ loader: () => replace(to), element: null });
