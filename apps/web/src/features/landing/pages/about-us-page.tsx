import { site } from '@portal/shared/site';
import { ContactDetails } from '../components/contact-details';
import styles from '../landing.module.css';

export function AboutUsPage() {
  return (
    <div className={styles.page}>
      <h1>About us</h1>
      <p className={styles.lead}>
        The {site.organisation} is the public body that develops and manages the technology city.
      </p>

      <section>
        <h2>Our mandate</h2>
        <p>
          The technology city is a special economic zone, planned as a place where technology,
          research and business grow side by side. The authority’s mandate is to:
        </p>
        <ul>
          <li>plan and develop the city in line with its master plan;</li>
          <li>allocate land to investors on leasehold and oversee its development;</li>
          <li>
            provide and manage shared infrastructure and services, including the data center and the
            supply of water and electricity;
          </li>
          <li>
            attract investment and help investors obtain the incentives available in the special
            economic zone.
          </li>
        </ul>
      </section>

      <section>
        <h2>The one-stop shop</h2>
        <p>
          The {site.name} brings the authority’s services together in one place. You register once,
          and from your dashboard you can apply for a parcel, use data center services and pay your
          water and electricity bills, without signing in to each service separately.
        </p>
        <p>
          <a href="/landing/services">Our services in detail</a>
        </p>
      </section>

      <section>
        <h2>Contact us</h2>
        <ContactDetails />
      </section>
    </div>
  );
}
