import { toast, type ToastContainerProps, type TypeOptions } from 'react-toastify';

/** Toasts have a close button and a visible progress bar (spec section 8). */
export const toastContainerProps: ToastContainerProps = {
  position: 'top-right',
  closeButton: true,
  hideProgressBar: false,
  autoClose: 5000,
  newestOnTop: true,
  pauseOnFocusLoss: true,
};

function show(type: TypeOptions, message: string): void {
  // The message doubles as the toast id so the same message is never stacked twice (spec section 8).
  toast(message, { type, toastId: message });
}

export const notify = {
  success: (message: string) => show('success', message),
  info: (message: string) => show('info', message),
  warning: (message: string) => show('warning', message),
  error: (message: string) => show('error', message),
};
