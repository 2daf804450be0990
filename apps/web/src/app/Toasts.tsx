import { ToastContainer } from 'react-toastify';
import { PHONE_QUERY, useMedia } from '../lib/media';

/** docs/requirements.md section 9: toasts stay 2500 ms, with a close button and a visible progress bar. */
const TOAST_MS = 2500;

/**
 * Top right on a desktop. On a phone the floor screens keep their scan field and first inputs at the
 * top, where a full-width toast would cover them, so toasts rise from the bottom instead.
 */
export default function Toasts() {
  const phone = useMedia(PHONE_QUERY);
  return (
    <ToastContainer
      position={phone ? 'bottom-center' : 'top-right'}
      autoClose={TOAST_MS}
      closeButton
      hideProgressBar={false}
      // A phone has no hover: a tap's last point, where a toast rises, must not hold it open.
      pauseOnHover={!phone}
      newestOnTop
    />
  );
}
