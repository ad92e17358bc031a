import { Island } from '@web/components/island/island';
import { Breadcrumbs, DATA_CENTER_TRAIL } from '../components/breadcrumbs';
import { CloudSolutionChanges } from '../components/cloud-solution-changes';
import { CloudSolutionSearch } from '../components/cloud-solution-search';
import styles from '../landing.module.css';

/**
 * The public register of cloud solutions (docs/product.md, "Software and cloud vendors"): every
 * solution the authority has decided, its status today, and the latest changes. Nothing personal.
 */
export function CloudSolutionsPage() {
  return (
    <div className={styles.page}>
      <Breadcrumbs items={[...DATA_CENTER_TRAIL, { label: 'Register of cloud solutions' }]} />
      <h1>Register of cloud solutions</h1>
      <p className={styles.lead}>
        Every software and cloud solution the authority has evaluated for the technology city’s data
        center, with its status today: who offers it, where it keeps its data, the certifications it
        holds and any conditions of its approval.
      </p>
      <p>
        Each solution has a code, printed on the vendor’s decision letter. Select a code, or type
        one on the <a href="/verify">verification page</a>, to see the solution’s status and its
        history. Vendors who want their solutions listed apply through the{' '}
        <a href="/landing/software-vendors">software vendors programme</a>.
      </p>
      <Island name="cloud-solutions">
        <CloudSolutionSearch />
      </Island>
      <section>
        <h2>Latest changes</h2>
        <Island name="cloud-solution-changes">
          <CloudSolutionChanges />
        </Island>
      </section>
    </div>
  );
}
