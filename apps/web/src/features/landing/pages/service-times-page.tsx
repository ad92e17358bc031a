import type { ServiceTime } from '@portal/shared/applications';
import { Link } from 'react-router';
import { Breadcrumbs } from '../components/breadcrumbs';
import { ServiceTimeChart } from '../components/service-time-chart';
import styles from '../landing.module.css';
import { usePublicAnswer } from '../public-api';

type ServiceTimes = { from: string; to: string; stages: ServiceTime[] };

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * How long the authority takes at each stage of a land application, over the last twelve months
 * (docs/product.md, "Clocks and transparency"). Counts and days only: nothing personal.
 */
export function ServiceTimesPage() {
  const answer = usePublicAnswer<ServiceTimes>('/public/service-times');
  return (
    <div className={styles.page}>
      <Breadcrumbs
        items={[
          { label: 'Home', to: '/landing/home' },
          { label: 'Parcel allocation', to: '/landing/parcel-allocation-services' },
          { label: 'Service times' },
        ]}
      />
      <h1>Service times</h1>
      <p className={styles.lead}>
        How long land applications spent at each stage, counted over the applications that left the
        stage in the last twelve months, against the authority&apos;s service targets. Working days
        leave out weekends.
      </p>
      <section aria-live="polite">
        {answer.state === 'loading' && <p>Loading the figures…</p>}
        {(answer.state === 'failed' || answer.state === 'not_found') && (
          <p>The figures could not be loaded. Please try again later.</p>
        )}
        {answer.state === 'found' && (
          <>
            <h2>
              {day.format(new Date(answer.data.from))} to {day.format(new Date(answer.data.to))}
            </h2>
            <ServiceTimeChart stages={answer.data.stages} />
          </>
        )}
      </section>
      <p>
        Read how an application goes from expression of interest to site handover on the{' '}
        <Link to="/landing/parcel-allocation-services">parcel allocation page</Link>.
      </p>
    </div>
  );
}
