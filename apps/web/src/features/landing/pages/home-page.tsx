import { site } from '@portal/shared/site';
import { Link } from 'react-router';
import { OnboardingSteps } from '../components/onboarding-steps';
import { leaseTerms } from '../content/faqs';
import { services } from '../content/services';
import styles from '../landing.module.css';

export function HomePage() {
  return (
    <div className={styles.page}>
      <h1>Welcome to the {site.name}</h1>
      <p className={styles.lead}>
        The {site.name} is the {site.organisation}’s online service for investors, companies and
        software vendors. With one account you can apply for land in the technology city, take up
        data center services and pay your utility bills.
      </p>
      <div className={styles.actions}>
        <Link to="/auth/register" className={styles.button}>
          Register an account
        </Link>
        <Link to="/landing/services" className={styles.buttonSecondary}>
          Learn about services
        </Link>
      </div>

      <section>
        <h2>Our services</h2>
        <ul className={styles.cards}>
          {Object.values(services).map(({ title, summary, to, linkText }) => (
            <li key={title} className={styles.card}>
              <h3>{title}</h3>
              <p>{summary}</p>
              <Link to={to}>{linkText}</Link>
            </li>
          ))}
        </ul>
      </section>

      <section>
        <h2>How to invest: four steps</h2>
        <OnboardingSteps />
        <p>
          <Link to="/landing/parcel-allocation-services">Questions about parcel allocation</Link>
        </p>
      </section>

      <section className={styles.panel}>
        <h2>Call for expressions of interest: software and cloud providers</h2>
        <p>
          The authority invites software and cloud service providers to offer their solutions
          through the technology city’s data center. Applications are evaluated against published
          criteria, and successful vendors enter a revenue-sharing partnership with the authority.
        </p>
        <p>
          Before applying, read the{' '}
          <Link to="/landing/software-vendors">partnership terms and evaluation criteria</Link>. You
          need to be signed in to apply.
        </p>
        <Link to="/account/services" className={styles.button}>
          Apply
        </Link>
      </section>

      <section>
        <h2>Why TechCity</h2>
        <ul>
          <li>
            The technology city is a special economic zone: enterprises in it qualify for statutory
            incentives.
          </li>
          <li>
            Land is master-planned, so you know the permitted use of your parcel and of the parcels
            around it before you invest.
          </li>
          <li>{leaseTerms}</li>
          <li>There is no set minimum investment.</li>
        </ul>
      </section>
    </div>
  );
}
