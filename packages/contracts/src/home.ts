import { z } from 'zod';

/**
 * The work queues of the home page, in the order it shows them: each is a count of a list the
 * caller may open, with a filter (receiving alerts expected today, PO follow-ups due, release
 * requests to confirm…), counted within the caller's scope as that list counts it.
 */
export const homeQueueKeys = [
  'alertsOverdue',
  'alertsDueToday',
  'poFollowUpsDue',
  'releaseRequests',
  'ticketsToPick',
  'ticketsToDeliver',
  'ticketsOutForDelivery',
  'itemsWithoutWeight',
  'periodsToBill',
  'warehouseRunsToConfirm',
  'vendorBillsToApprove',
  'failedExports',
] as const;
export type HomeQueueKey = (typeof homeQueueKeys)[number];

/** A list filter's value as the list's search takes it: one value, or a from–to range. */
const filterValue = z.union([z.string(), z.object({ from: z.string().optional(), to: z.string().optional() })]);

/** One queue: what waits, how many, and the list that shows them. */
export const homeQueueLine = z
  .object({
    key: z.enum(homeQueueKeys),
    label: z.string(),
    count: z.number().int(),
    /** False when the count stopped at the list's cap: there are at least `count`. */
    exact: z.boolean(),
    /**
     * The list it opens: the screen's address and the filter that shows these rows, as the list's
     * search takes it (the grid keeps it in the address, `?f.followUpDate=~2026-11-30`).
     */
    list: z.object({ path: z.string(), filters: z.record(z.string(), filterValue) }),
  })
  .meta({ id: 'HomeQueueLine' });
export type HomeQueueLine = z.infer<typeof homeQueueLine>;
