import type { ToastOptions } from 'react-toastify';

/**
 * Toasts without react-toastify in the entry bundle: the library arrives in its own chunk (the
 * app mounts its container right after the first render), and a toast raised before then waits
 * in react-toastify's queue until the container is up.
 */
const library = () => import('react-toastify');

export const notify = {
  success: (message: string, options?: ToastOptions) => void library().then((t) => t.toast.success(message, options)),
  error: (message: string, options?: ToastOptions) => void library().then((t) => t.toast.error(message, options)),
  info: (message: string, options?: ToastOptions) => void library().then((t) => t.toast.info(message, options)),
};
