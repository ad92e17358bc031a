import { toast, type ToastContainerProps, type TypeOptions } from 'react-toastify';

/** Toasts have a close button and a visible progress bar (docs/product.md, "Errors"). */
export const toastContainerProps: ToastContainerProps = {
  position: 'top-right',
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

export const notify = {
  success: (message: string) => show('success', message),
  info: (message: string) => show('info', message),
  warning: (message: string) => show('warning', message),
  error: (message: string) => show('error', message),
};
