import { Island } from '@web/components/island/island';
import { Breadcrumbs } from '../components/breadcrumbs';
import { ServiceTimeFigures } from '../components/service-time-figures';
import styles from '../landing.module.css';

/**
 * How long the authority takes at each stage of a land or vendor application, over the last
 * twelve months (docs/product.md, "Parcel allocation" and "Software and cloud vendors", Service targets). Counts and days only: nothing
 * personal.
 */
export function ServiceTimesPage() {
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
        How long land applications and software and cloud vendor applications spent at each stage,
        counted over the applications that left the stage in the last twelve months, against the
        authority&apos;s service targets. Working days leave out weekends.
      </p>
      <section aria-live="polite">
        <Island name="service-times">
          <ServiceTimeFigures />
        </Island>
      </section>
      <p>
        Read how an application goes from expression of interest to site handover on the{' '}
        <a href="/landing/parcel-allocation-services">parcel allocation page</a>.
      </p>
    </div>
  );
}
