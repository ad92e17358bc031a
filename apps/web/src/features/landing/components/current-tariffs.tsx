import { DEFAULT_CURRENCY, formatMoney } from '@portal/shared/money-format';
import { PUBLIC_PATHS } from '@portal/shared/public-paths';
import { chargeFor, type TariffBlock } from '@portal/shared/utility-charges';
import type { PublicUtilityTariff } from '@portal/shared/utility-tariffs';
import {
  CUSTOMER_CLASS_LABELS,
  CUSTOMER_CLASSES,
  SERVICE_UNITS,
  TAX_CATEGORY_LABELS,
  UNIT_SYMBOLS,
  UTILITY_SERVICE_LABELS,
  UTILITY_SERVICES,
  type CustomerClass,
  type UtilityService,
} from '@portal/shared/utility-words';
import { usePublicAnswer } from '../public-api';
import styles from '../landing.module.css';

// A calendar day parses as midnight UTC: read in UTC too, it never shifts to the day before.
const dayFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
const dayOf = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
const money = (amount: number) => formatMoney({ amount, currency: DEFAULT_CURRENCY });

/** A month's use for the worked example of each tariff: a household, a shop, a factory. */
const EXAMPLE_USE: Record<UtilityService, Record<CustomerClass, number>> = {
  water: { domestic: 25, commercial: 100, industrial: 500 },
  electricity: { domestic: 200, commercial: 1_500, industrial: 20_000 },
};

/** 'a, b and c'. */
const listed = (items: string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

function blockRange(block: TariffBlock, unit: string) {
  return block.to === null ? `Over ${block.from} ${unit}` : `${block.from} to ${block.to} ${unit}`;
}

/**
 * What `use` units in a whole month cost on `tariff`, line by line, from the very arithmetic a
 * bill is charged with (docs/product.md, "Utilities").
 */
function WorkedExample({ tariff, unit }: { tariff: PublicUtilityTariff; unit: string }) {
  const use = EXAMPLE_USE[tariff.service][tariff.customer_class];
  // A whole calendar month on this version alone: every block and charge counts in full.
  const { lines, tax, total } = chargeFor({
    from: '2026-01-01',
    to: '2026-02-01',
    consumption: use,
    sewerage: tariff.sewerage_percent > 0,
    tariffs: [{ ...tariff, effective_from: '2026-01-01' }],
    unit,
  });
  const sum = (kinds: string[]) =>
    lines.filter((line) => kinds.includes(line.kind)).reduce((all, line) => all + line.amount, 0);
  const added = [
    ...(tariff.sewerage_percent > 0
      ? [{ name: 'sewerage', amount: `${money(sum(['sewerage']))} for sewerage` }]
      : []),
    ...(tariff.fixed_charge > 0
      ? [{ name: 'the fixed charge', amount: `${money(sum(['fixed']))} fixed charge` }]
      : []),
    { name: 'tax', amount: tax > 0 ? `${money(tax)} VAT` : 'no VAT' },
  ];
  return (
    <p>
      <strong>Example:</strong> {use} {unit} in a month costs {money(sum(['block', 'minimum']))}{' '}
      before {listed(added.map(({ name }) => name))}; with{' '}
      {listed(added.map(({ amount }) => amount))}, the bill is <strong>{money(total)}</strong>.
    </p>
  );
}

function TariffVersion({ tariff }: { tariff: PublicUtilityTariff }) {
  const unit = UNIT_SYMBOLS[SERVICE_UNITS[tariff.service]];
  const name = `${UTILITY_SERVICE_LABELS[tariff.service]}, ${CUSTOMER_CLASS_LABELS[tariff.customer_class].toLowerCase()}`;
  return (
    <>
      <table className={styles.table}>
        <caption>
          {name}: the rate of each block of units used in a month
          {tariff.in_force ? '' : `, from ${dayOf(tariff.effective_from)}`}
        </caption>
        <thead>
          <tr>
            <th scope="col">Units a month</th>
            <th scope="col" className={styles.number}>
              Rate per {unit}
            </th>
          </tr>
        </thead>
        <tbody>
          {tariff.blocks.map((block) => (
            <tr key={block.from}>
              <th scope="row">{blockRange(block, unit)}</th>
              <td className={styles.number}>{money(block.rate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles.terms}>
        <dt>Fixed charge</dt>
        <dd>{money(tariff.fixed_charge)} a month</dd>
        <dt>Minimum charge</dt>
        <dd>{tariff.minimum_charge > 0 ? `${money(tariff.minimum_charge)} a month` : 'None'}</dd>
        {tariff.service === 'water' && (
          <>
            <dt>Sewerage</dt>
            <dd>
              {tariff.sewerage_percent > 0
                ? `${tariff.sewerage_percent} % of the water volume, charged again on the same blocks, for premises connected to the sewer`
                : 'None'}
            </dd>
          </>
        )}
        <dt>Tax</dt>
        <dd>{TAX_CATEGORY_LABELS[tariff.tax_category]}</dd>
        <dt>In force from</dt>
        <dd>{dayOf(tariff.effective_from)}</dd>
        <dt>Reference</dt>
        <dd>{tariff.reference}</dd>
      </dl>
      <WorkedExample tariff={tariff} unit={unit} />
    </>
  );
}

/**
 * The tariffs in force today and those announced, by service and customer class, read from the
 * API once the page is on screen (the page's HTML is fixed at build time: record 0012).
 */
export function CurrentTariffs() {
  const answer = usePublicAnswer<PublicUtilityTariff[]>(PUBLIC_PATHS.utilityTariffs);
  if (answer.state === 'loading') return <p>Loading the tariffs…</p>;
  if (answer.state !== 'found')
    return <p>The tariffs could not be loaded. Please try again later.</p>;
  const versions = answer.data;
  return (
    <>
      {UTILITY_SERVICES.map((service) => (
        <section key={service}>
          <h2>{UTILITY_SERVICE_LABELS[service]}</h2>
          {CUSTOMER_CLASSES.map((customerClass) => {
            const own = versions.filter(
              (version) => version.service === service && version.customer_class === customerClass,
            );
            const current = own.find((version) => version.in_force);
            const announced = own.filter((version) => !version.in_force);
            return (
              <section key={customerClass}>
                <h3>{CUSTOMER_CLASS_LABELS[customerClass]}</h3>
                {current ? (
                  <TariffVersion tariff={current} />
                ) : (
                  <p>No tariff is in force for this class at the moment.</p>
                )}
                {announced.map((version) => (
                  <section key={version.id}>
                    <h4>From {dayOf(version.effective_from)}</h4>
                    <TariffVersion tariff={version} />
                  </section>
                ))}
              </section>
            );
          })}
        </section>
      ))}
    </>
  );
}
