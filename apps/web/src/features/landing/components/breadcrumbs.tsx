import styles from '../landing.module.css';

type Crumb = { label: string; to?: string };

/** The trail down to the data center's services, above each page of them. */
export const DATA_CENTER_TRAIL: Crumb[] = [
  { label: 'Home', to: '/landing/home' },
  { label: 'Services', to: '/landing/services' },
  { label: 'Data Center Services', to: '/landing/services' },
];

/** The trail to the current page, which is always the last item and is not a link. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
      <ol>
        {items.map(({ label, to }, index) => {
          const current = index === items.length - 1;
          return (
            <li key={`${index}-${label}`}>
              {current ? (
                <span aria-current="page">{label}</span>
              ) : to ? (
                <a href={to}>{label}</a>
              ) : (
                label
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
