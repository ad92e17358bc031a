import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import styles from './services-menu.module.css';

/** 'sm' matches the UI kit's small buttons beside it in the account top bar. */
type ServicesMenuProps = { size?: 'md' | 'sm' };

/**
 * The Services dropdown of the public header as a disclosure navigation (WAI-ARIA APG): buttons
 * that show and hide lists of ordinary links. Tab and Shift+Tab move through it, Enter or Space
 * opens, Escape closes and returns to the button; leaving it by focus or by clicking elsewhere
 * closes it. Plain elements rather than the UI kit's menu, so the public pages stay light
 * (record 0012).
 */
export function ServicesMenu({ size = 'md' }: ServicesMenuProps) {
  const [open, setOpen] = useState(false);
  const [dataCenterOpen, setDataCenterOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();

  const close = () => {
    setOpen(false);
    setDataCenterOpen(false);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    close();
    button.current?.focus();
  };

  return (
    <div className={styles.menu} onBlur={onBlur} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className={`${styles.trigger} ${styles[size]}`}
        aria-expanded={open}
        aria-controls={`${id}-list`}
        onClick={() => (open ? close() : setOpen(true))}
      >
        Services <span aria-hidden="true">▾</span>
      </button>
      {/* Links close the menu: the page may come back from the back/forward cache as it was left. */}
      <ul id={`${id}-list`} className={styles.dropdown} hidden={!open}>
        <li>
          <a className={styles.item} href="/landing/parcel-allocation-services" onClick={close}>
            Parcel Allocation
          </a>
        </li>
        <li>
          <button
            type="button"
            className={styles.item}
            aria-expanded={dataCenterOpen}
            aria-controls={`${id}-data-center`}
            onClick={() => setDataCenterOpen(!dataCenterOpen)}
          >
            Data Center Services <span aria-hidden="true">{dataCenterOpen ? '▴' : '▸'}</span>
          </button>
          <ul id={`${id}-data-center`} className={styles.submenu} hidden={!dataCenterOpen}>
            <li>
              <a className={styles.item} href="/landing/software-vendors" onClick={close}>
                Software Vendors
              </a>
            </li>
            <li>
              <a className={styles.item} href="/landing/cloud-solutions" onClick={close}>
                Register of Cloud Solutions
              </a>
            </li>
          </ul>
        </li>
      </ul>
    </div>
  );
}
