import { site } from '@portal/shared/site';
import { ContactDetails } from '../components/contact-details';
import { PartnershipTerms } from '../components/partnership-terms';
import { registrationFee } from '../content/onboarding';
import { reviewStatuses } from '../content/vendor-terms';
import styles from '../landing.module.css';

export function TermsOfServicePage() {
  return (
    <div className={styles.page}>
      <h1>Terms of service</h1>
      <p className={styles.lead}>
        These terms govern your use of the {site.name}, the online portal of the {site.organisation}{' '}
        (“the authority”).
      </p>

      <section>
        <h2>Acceptance of these terms</h2>
        <p>
          By registering an account or using the portal you accept these terms and the{' '}
          <a href="/landing/privacy-policy">privacy policy</a>. If you do not accept them, do not
          use the portal.
        </p>
      </section>

      <section>
        <h2>Who may use the portal</h2>
        <p>
          Users must be over 18 and able to enter into a binding contract. If you register for an
          organisation, you confirm that you are authorised to act for it.
        </p>
      </section>

      <section>
        <h2>Your account and its security</h2>
        <ul>
          <li>Each person may hold one account. Do not share it or use anyone else’s.</li>
          <li>
            Give accurate details when you register, verify your email address, and keep your
            details up to date.
          </li>
          <li>
            Keep your password secret. If you think someone else knows it, change it at once and
            tell the authority.
          </li>
          <li>
            The authority may block an account that breaks these terms. A blocked account cannot
            sign in.
          </li>
        </ul>
      </section>

      <section>
        <h2>API keys and acceptable use</h2>
        <ul>
          <li>
            API keys are personal to the account that created them. Do not share or publish them.
          </li>
          <li>Every key has an expiry date, after which it stops working.</li>
          <li>
            Requests are rate limited. Keep within the limits and do not try to get round them.
          </li>
          <li>
            Do not attempt to gain access to data or accounts that are not yours, to interfere with
            the portal’s security, or to overload it.
          </li>
        </ul>
        <p>The authority may revoke a key that is misused.</p>
      </section>

      <section>
        <h2>Obligations of software and cloud vendors</h2>
        <p>
          Vendors onboarded through the{' '}
          <a href="/landing/software-vendors">software vendors programme</a> agree to the following.
        </p>
        <PartnershipTerms />
      </section>

      <section>
        <h2>Cloud-solution review statuses</h2>
        <p>Each cloud solution a vendor submits has one of these review statuses.</p>
        <dl className={styles.terms}>
          {reviewStatuses.map(({ status, meaning }) => (
            <div key={status}>
              <dt>{status}</dt>
              <dd>{meaning}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section>
        <h2>Fees</h2>
        <p>
          Registering an account and using the portal is free. An expression of interest in a parcel
          of land is subject to a registration fee of {registrationFee}. Other charges, such as the
          stand premium and utility bills, are set out in the letter of offer or on the bill
          concerned.
        </p>
      </section>

      <section>
        <h2>Changes to these terms</h2>
        <p>
          The authority may change these terms. Changes are published on this page, and material
          changes are notified by email to registered users before they take effect. Continuing to
          use the portal after that means you accept the changed terms.
        </p>
      </section>

      <section>
        <h2>Governing law</h2>
        <p>
          These terms, and any dispute arising from them, are governed by the laws of the national
          government.
        </p>
      </section>

      <section>
        <h2>Contact</h2>
        <ContactDetails />
      </section>
    </div>
  );
}
