import { site } from '@portal/shared/site';
import styles from '../landing.module.css';

/** The authority's contact block, read from the site config like the header and footer. */
export function ContactDetails() {
  return (
    <address className={styles.contact}>
      <p>
        {site.address.map((line, index) => (
          <span key={line}>
            {index > 0 && <br />}
            {line}
          </span>
        ))}
      </p>
      <p>
        Telephone: <a href={site.phone.href}>{site.phone.label}</a>
        <br />
        Office hours: {site.officeHours}
      </p>
      <ul>
        {site.emails.map(({ label, address }) => (
          <li key={address}>
            {label}: <a href={`mailto:${address}`}>{address}</a>
          </li>
        ))}
      </ul>
    </address>
  );
}
