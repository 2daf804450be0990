import { ToastContainer } from 'react-toastify';

/** SPEC.md section 9: toasts stay 2500 ms, with a close button and a visible progress bar. */
const TOAST_MS = 2500;

export default function Toasts() {
  return <ToastContainer position="top-right" autoClose={TOAST_MS} closeButton hideProgressBar={false} newestOnTop />;
}
