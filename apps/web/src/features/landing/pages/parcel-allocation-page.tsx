import { Breadcrumbs } from '../components/breadcrumbs';
import { FaqList } from '../components/faq-list';
import { parcelAllocationFaqs } from '../content/faqs';
import styles from '../landing.module.css';

export function ParcelAllocationPage() {
  return (
    <div className={styles.page}>
      <Breadcrumbs items={[{ label: 'Home', to: '/landing/home' }, { label: 'Services' }]} />
      <h1>Parcel Allocation</h1>
      <p className={styles.lead}>
        The authority allocates land in the technology city on leasehold to investors whose projects
        fit the master plan. The answers below explain how to apply, what it costs and what happens
        once your application is approved.
      </p>

      <section>
        <h2>Questions about parcel allocation</h2>
        <FaqList faqs={parcelAllocationFaqs} />
      </section>

      <p>
        See how long each stage of an application takes on the{' '}
        <a href="/landing/service-times">service times</a> page.
      </p>

      <p>
        For questions about land ownership, incentives and investment areas, see the{' '}
        <a href="/landing/faqs">general frequently asked questions</a>.
      </p>
    </div>
  );
}
