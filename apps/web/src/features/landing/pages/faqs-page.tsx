import { FaqList } from '../components/faq-list';
import { generalFaqs, investmentAreas } from '../content/faqs';
import styles from '../landing.module.css';

export function FaqsPage() {
  return (
    <div className={styles.page}>
      <h1>Frequently asked questions</h1>
      <p className={styles.lead}>
        Answers to the questions investors ask most often about land, leases and investing in the
        technology city.
      </p>

      <section>
        <h2>Land, leases and incentives</h2>
        <FaqList faqs={generalFaqs} />
      </section>

      <section>
        <h2>Investment areas</h2>
        <p>The authority welcomes investment in:</p>
        <ul>
          {investmentAreas.map((area) => (
            <li key={area}>{area}</li>
          ))}
        </ul>
      </section>

      <section>
        <h2>Applying for a parcel</h2>
        <p>
          How to apply, the fee, the documents needed and what happens at site handover are covered
          in the <a href="/landing/parcel-allocation-services">parcel allocation questions</a>.
        </p>
      </section>
    </div>
  );
}
