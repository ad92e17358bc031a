import { site } from '@portal/shared/site';
import { Link } from 'react-router';
import { Brand } from '../../../components/brand/brand';
import { useCurrentYear } from '../../../hooks/use-current-year';
import styles from './public-shell.module.css';

const quickLinks = [
  { label: 'Home', to: '/landing/home' },
  { label: 'Services', to: '/landing/services' },
  { label: 'About Us', to: '/landing/about-us' },
  { label: 'FAQs', to: '/landing/faqs' },
];

export function PublicFooter() {
  const year = useCurrentYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.footerColumns}>
        <div>
          <Brand tone="dark" />
          <p className={styles.footerTagline}>
            The official online service of the {site.organisation} for investors, companies and
            software vendors.
          </p>
        </div>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.footerHeading}>
            Contact us
          </h2>
          <address className={styles.address}>
            {site.address.map((line) => (
              <span key={line}>{line}</span>
            ))}
            <a href={site.phone.href}>{site.phone.label}</a>
            {site.emails.map((email) => (
              <span key={email.address}>
                {email.label}: <a href={`mailto:${email.address}`}>{email.address}</a>
              </span>
            ))}
            <span>{site.officeHours}</span>
          </address>
        </section>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={styles.footerHeading}>
            Quick links
          </h2>
          <ul className={styles.linkList}>
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={styles.footerBottom}>
        <p>
          © {year} {site.organisation}. All rights reserved.
        </p>
        <ul className={styles.legalLinks}>
          <li>
            <Link to="/landing/privacy-policy">Privacy Policy</Link>
          </li>
          <li>
            <Link to="/landing/terms-of-service">Terms of Service</Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
