import { useMatches } from 'react-router';
import { PlaceholderPage } from '../../components/placeholder-page';
import { issues, type ScreenHandle } from '../route-table';

/** Route module shared by every screen a later issue builds; reads the screen from the route's handle. */
export function Component() {
  const handle = useMatches().at(-1)?.handle as ScreenHandle;
  const issue = handle.issue ? { number: handle.issue, title: issues[handle.issue] } : undefined;
  return <PlaceholderPage title={handle.title} {...(issue ? { issue } : {})} />;
}
