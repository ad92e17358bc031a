import { PUBLIC_PATHS } from '@portal/shared/public-paths';
import { site } from '@portal/shared/site';
import type { PublicVendorCall } from '@portal/shared/vendor-calls';
import { SOLUTION_CATEGORY_LABELS } from '@portal/shared/vendor-journey';
import { usePublicAnswer } from '../public-api';
import styles from './open-vendor-calls.module.css';

// Made once: a formatter costs more to build than to use. Calls open and close on the authority's
// clock, whatever the visitor's; the page says so beside each time.
const nairobiMoment = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: site.timeZone,
});
const when = (at: string) => `${nairobiMoment.format(new Date(at))} (Nairobi time)`;

function CallCard({ call }: { call: PublicVendorCall }) {
  const open = call.status === 'open';
  return (
    <li className={styles.call}>
      <h3>{call.title}</h3>
      <p className={styles.description}>{call.description}</p>
      <dl className={styles.facts}>
        <dt>Reference</dt>
        <dd>{call.reference}</dd>
        <dt>Categories</dt>
        <dd>{call.categories.map((category) => SOLUTION_CATEGORY_LABELS[category]).join(', ')}</dd>
      </dl>
      <p className={styles.when}>
        <span className={`${styles.tag} ${open ? styles.open : styles.upcoming}`}>
          {open ? 'Open' : 'Upcoming'}
        </span>
        {open ? `Applications close on ${when(call.closes_at)}` : `Opens on ${when(call.opens_at)}`}
      </p>
    </li>
  );
}

/**
 * The calls for expressions of interest a vendor may answer now, then those to come, read from
 * the API once the page is on screen (the page's HTML is fixed at build time: record 0012).
 */
export function OpenVendorCalls() {
  const answer = usePublicAnswer<PublicVendorCall[]>(PUBLIC_PATHS.vendorCalls);
  if (answer.state === 'loading') return <p>Loading the calls…</p>;
  if (answer.state !== 'found')
    return <p>The calls could not be loaded. Please try again later.</p>;
  // Open first: the server answers the soonest closing first, which may be one still to open.
  const calls = [
    ...answer.data.filter(({ status }) => status === 'open'),
    ...answer.data.filter(({ status }) => status === 'upcoming'),
  ];
  const anyOpen = calls[0]?.status === 'open';
  return (
    <>
      {!anyOpen && (
        <p>
          No call for expressions of interest is open at the moment.{' '}
          {calls.length > 0
            ? 'The calls below open soon.'
            : 'Please check back later: new calls are announced on this page.'}
        </p>
      )}
      {calls.length > 0 && (
        <ul className={styles.calls}>
          {calls.map((call) => (
            <CallCard key={call.id} call={call} />
          ))}
        </ul>
      )}
    </>
  );
}
