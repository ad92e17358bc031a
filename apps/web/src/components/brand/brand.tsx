import { site } from '@portal/shared/site';
import type { ComponentType, ReactNode } from 'react';
import { BrandEmblem } from './brand-emblem';
import styles from './brand.module.css';

type LinkProps = { to: string; className: string; children: ReactNode };

/** A document link: the prerendered public pages load no router (record 0033). */
function PageLink({ to, ...props }: LinkProps) {
  return <a href={to} {...props} />;
}

type BrandProps = {
  /** Where the emblem leads: the public home, or the dashboard inside the account area. */
  to?: string;
  /** 'dark' for the emblem on a dark band (white wordmark). */
  tone?: 'light' | 'dark';
  /** Narrow headers keep the emblem and hide the wordmark visually (it still names the link). */
  compact?: boolean;
  /** The router's link where the brand leads to a screen of the app itself. */
  link?: ComponentType<LinkProps>;
};

/**
 * The portal's emblem and wordmark as one link. Plain elements and a small style sheet, so the
 * public pages can show it without the UI kit (record 0012).
 */
export function Brand({
  to = '/landing/home',
  tone = 'light',
  compact = false,
  link: Link = PageLink,
}: BrandProps) {
  const classes = [styles.brand, styles[tone], compact ? styles.compact : ''].join(' ');
  return (
    <Link to={to} className={classes}>
      <BrandEmblem />
      <span className={styles.wordmark}>
        <span className={styles.name}>{site.name}</span>
        <span className={styles.organisation}>{site.organisation}</span>
      </span>
    </Link>
  );
}
