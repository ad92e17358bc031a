import { toast, type ToastContainerProps, type TypeOptions } from 'react-toastify';
import styles from './toast.module.css';

/**
 * Toasts have a close button and a visible progress bar (docs/product.md, "Errors"), and show
 * under the top bar (decision record 0027).
 */
export const toastContainerProps: ToastContainerProps = {
  position: 'top-right',
  className: styles.container,
  closeButton: true,
  hideProgressBar: false,
  autoClose: 5000,
  newestOnTop: true,
  pauseOnFocusLoss: true,
};

function show(type: TypeOptions, message: string): void {
  // The message doubles as the toast id so the same message is never stacked twice
  // (docs/product.md, "Errors").
  toast(message, { type, toastId: message });
}

// Session storage, not memory: the message must outlive the document it was raised on.
const CARRIED_KEY = 'portal:carried-success';

export const notify = {
  success: (message: string) => show('success', message),
  info: (message: string) => show('info', message),
  warning: (message: string) => show('warning', message),
  error: (message: string) => show('error', message),
  /**
   * A success that takes the user somewhere new (signed in, email confirmed): the toasts of the
   * attempts before it no longer apply, so they go rather than follow the user onto the next screen.
   */
  successAlone: (message: string) => {
    toast.dismiss();
    show('success', message);
  },
  /**
   * A success raised where no toasts show (a public page, decision record 0033), shown by the next
   * page the app renders: leaving a public page is a document load.
   */
  carrySuccess: (message: string) => {
    try {
      sessionStorage.setItem(CARRIED_KEY, message);
    } catch {
      // Storage refused (private mode quotas): the message is lost, nothing else.
    }
  },
};

/** Shows, once, a success carried over from the page before (see `notify.carrySuccess`). */
export function showCarriedSuccess(): void {
  const message = sessionStorage.getItem(CARRIED_KEY);
  if (message === null) return;
  sessionStorage.removeItem(CARRIED_KEY);
  show('success', message);
}
