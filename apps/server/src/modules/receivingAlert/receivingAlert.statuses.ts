import type { RaStatus } from '@freightdesk/contracts';

/** An alert's statuses (declared once: raStatuses in the contracts) by name, as the module's code says them. */
export const RA = {
  expected: 'Expected',
  receiving: 'Receiving',
  received: 'Received',
  cancelled: 'Cancelled',
} as const satisfies Record<string, RaStatus>;

/** Alerts that still expect goods: what they expect of a PO line is spoken for. */
export const OPEN_STATUSES: readonly RaStatus[] = [RA.expected, RA.receiving];

/** Alerts whose lines can no longer change. */
export const isFinished = (status: RaStatus) => status === RA.received || status === RA.cancelled;
