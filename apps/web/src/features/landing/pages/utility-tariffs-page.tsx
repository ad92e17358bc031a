import { Island } from '@web/components/island/island';
import { Breadcrumbs } from '../components/breadcrumbs';
import { CurrentTariffs } from '../components/current-tariffs';
import styles from '../landing.module.css';

/**
 * The water and electricity tariffs in force and announced (docs/product.md, "Utilities"), with
 * how a month's bill is computed from them: what anyone may read before connecting.
 */
export function UtilityTariffsPage() {
  return (
    <div className={styles.page}>
      <Breadcrumbs
        items={[
          { label: 'Home', to: '/landing/home' },
          { label: 'Services', to: '/landing/services' },
          { label: 'Utility tariffs' },
        ]}
      />
      <h1>Water and electricity tariffs</h1>
      <p className={styles.lead}>
        The prices the authority charges for water and electricity in the technology city, for homes
        (domestic), businesses (commercial) and factories (industrial), as set by the gazette notice
        each one cites.
      </p>
      <section>
        <h2>How a bill is computed</h2>
        <ol>
          <li>
            The units used in the month, read from the meter, are charged in blocks: the first units
            at the first block’s rate, the next at the second’s, and so on.
          </li>
          <li>Where a tariff has a minimum charge, the blocks are charged at least that much.</li>
          <li>
            Premises connected to the sewer pay sewerage on a share of their water volume, charged
            again on the same blocks.
          </li>
          <li>The fixed charge is added each month, whatever the use.</li>
          <li>VAT is added where the tariff is standard-rated.</li>
        </ol>
        <p>
          A month that spans a change of tariff is charged on each version for its own days. Each
          tariff below ends with a worked example.
        </p>
      </section>
      <div aria-live="polite">
        <Island name="utility-tariffs">
          <CurrentTariffs />
        </Island>
      </div>
      <p>
        Account holders see their bills and pay them online: read how on the{' '}
        <a href="/landing/services">services page</a>.
      </p>
    </div>
  );
}
