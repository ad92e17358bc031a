import { site } from '@portal/shared/site';
import { Brand } from '@web/components/brand/brand';
import { Island } from '@web/components/island/island';
import { Copyright } from './copyright';
import styles from './public-shell.module.css';

const quickLinks = [
  { label: 'Home', to: '/landing/home' },
  { label: 'Services', to: '/landing/services' },
  { label: 'About Us', to: '/landing/about-us' },
  { label: 'FAQs', to: '/landing/faqs' },
];

export function PublicFooter() {
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
                <a href={link.to}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={styles.footerBottom}>
        <Island name="copyright">
          <Copyright />
        </Island>
        <ul className={styles.legalLinks}>
          <li>
            <a href="/landing/privacy-policy">Privacy Policy</a>
          </li>
          <li>
            <a href="/landing/terms-of-service">Terms of Service</a>
          </li>
        </ul>
      </div>
    </footer>
  );
}
