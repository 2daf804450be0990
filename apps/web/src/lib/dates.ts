import dayjs from 'dayjs';

/** docs/requirements.md section 9: dates show as MM-DD-YYYY, and with time as MM-DD-YYYY hh:mm a, in local time. */
export const DATE_FORMAT = 'MM-DD-YYYY';
export const DATE_TIME_FORMAT = 'MM-DD-YYYY hh:mm a';

export function formatDate(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format(DATE_FORMAT) : '';
}

export function formatDateTime(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format(DATE_TIME_FORMAT) : '';
}

/** Today in the user's time zone, as YYYY-MM-DD. */
export const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
