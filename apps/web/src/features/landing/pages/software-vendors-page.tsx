import { Island } from '@web/components/island/island';
import { Breadcrumbs, DATA_CENTER_TRAIL } from '../components/breadcrumbs';
import { CriteriaTable } from '../components/criteria-table';
import { OpenVendorCalls } from '../components/open-vendor-calls';
import { PartnershipTerms } from '../components/partnership-terms';
import styles from '../landing.module.css';

export function SoftwareVendorsPage() {
  return (
    <div className={styles.page}>
      <Breadcrumbs items={[...DATA_CENTER_TRAIL, { label: 'Software Vendors' }]} />
      <h1>Software Vendors</h1>
      <p className={styles.lead}>
        The authority works with software and cloud vendors to offer their solutions to businesses
        and institutions in the technology city through its data center. This page sets out what a
        partnership involves and how applications are evaluated.
      </p>

      <section>
        <h2>Partnership terms</h2>
        <p>Vendors who are onboarded agree to the following terms.</p>
        <PartnershipTerms />
        <p>
          The same obligations, and the outcomes of a cloud-solution review, are part of the{' '}
          <a href="/landing/terms-of-service">terms of service</a>.
        </p>
      </section>

      <section>
        <h2>Evaluation criteria</h2>
        <p>Each application is scored against the criteria below.</p>
        <CriteriaTable />
      </section>

      <section aria-live="polite">
        <h2>Calls for expressions of interest</h2>
        <Island name="vendor-calls">
          <OpenVendorCalls />
        </Island>
      </section>

      <section className={styles.panel}>
        <h2>How to apply</h2>
        <ol>
          <li>
            <a href="/auth/register">Register for an account</a> as a software or cloud vendor and
            verify your email address.
          </li>
          <li>Sign in and open the Services page of your account.</li>
          <li>
            Submit your expression of interest with a description of your solution, your company
            profile and evidence for each evaluation criterion.
          </li>
        </ol>
        <a href="/account/services" className={styles.button}>
          Apply
        </a>
      </section>
    </div>
  );
}
