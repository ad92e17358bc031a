import { site } from '@portal/shared/site';
import { ContactDetails } from '../components/contact-details';
import { OnboardingSteps } from '../components/onboarding-steps';
import { onboardingStepCount } from '../content/onboarding';
import { SkylineIllustration } from '../components/skyline-illustration';
import { leaseTerms } from '../content/faqs';
import { registrationFee } from '../content/onboarding';
import { services } from '../content/services';
import styles from '../landing.module.css';

// Reassurance in figures; each line is also stated on the page it links to or in the FAQs.
const keyFacts = [
  { figure: 'One account', text: 'for land, data center services and utility bills.' },
  { figure: registrationFee, text: 'registration fee, paid with your expression of interest.' },
  { figure: 'No minimum', text: 'There is no set minimum investment.' },
  { figure: 'Up to 90 years', text: leaseTerms },
];

export function HomePage() {
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="home-heading">
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>The official service of the {site.organisation}</p>
          <h1 id="home-heading">Welcome to the {site.name}</h1>
          <p className={styles.heroLead}>
            Apply for land, host software in the city’s data center and pay your utility bills, all
            with one account.
          </p>
          <div className={styles.actions}>
            <a href="/auth/register" className={styles.heroButton}>
              Register an account
            </a>
            <a href="/landing/services" className={styles.heroButtonSecondary}>
              Learn about services
            </a>
          </div>
          <p className={styles.heroSignIn}>
            Already registered? <a href="/auth/login">Sign in to your account</a>
          </p>
        </div>
        <SkylineIllustration className={styles.heroPicture} />
      </section>

      <section>
        <h2>Our services</h2>
        <p className={styles.lead}>
          The {site.name} is the {site.organisation}’s online service for investors, companies and
          software vendors. With one account you can apply for land in the technology city, take up
          data center services and pay your utility bills.
        </p>
        <ul className={styles.cards}>
          {Object.values(services).map(({ title, summary, to, linkText }) => (
            <li key={title} className={styles.card}>
              <h3>{title}</h3>
              <p>{summary}</p>
              <a href={to}>{linkText}</a>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.steps}>
        <h2>How to invest: {onboardingStepCount} steps</h2>
        <OnboardingSteps />
        <p>
          <a href="/landing/parcel-allocation-services">Questions about parcel allocation</a>
        </p>
      </section>

      <section>
        <h2>Why TechCity</h2>
        <p>
          The technology city is a special economic zone: enterprises in it qualify for statutory
          incentives. Land is master-planned, so you know the permitted use of your parcel and of
          the parcels around it before you invest.
        </p>
        <ul className={styles.facts}>
          {keyFacts.map(({ figure, text }) => (
            <li key={figure}>
              <strong className={styles.figure}>{figure}</strong> {text}
            </li>
          ))}
        </ul>
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
          <a href="/landing/software-vendors">partnership terms and evaluation criteria</a>. You
          need to be signed in to apply.
        </p>
        <a href="/account/services" className={styles.button}>
          Apply
        </a>
      </section>

      <section className={styles.contactBand}>
        <h2>Talk to us</h2>
        <p>Our investment team answers by phone and email during office hours.</p>
        <ContactDetails />
      </section>
    </div>
  );
}
