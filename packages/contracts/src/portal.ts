import { z } from 'zod';
import { transactionTypes } from './file';

/**
 * The client's portal: a client user's goods at a glance on their home (`GET /api/portal`), each
 * part only when they may view its module (null otherwise), all of their own company's projects.
 */

const count = z.number().int();
const day = z.string().nullable();

export const portalAnswer = z.object({
  /** Advance notices and alerts not yet received, and shipments on the way. */
  incoming: z
    .object({
      alerts: z.array(
        z.object({
          id: count,
          number: z.string(),
          status: z.string(),
          advanceNotice: z.boolean(),
          expectedDate: day,
          projectNumber: z.string(),
          lines: count,
        }),
      ),
      alertsTotal: count,
      shipments: z
        .array(
          z.object({
            id: count,
            number: z.string(),
            status: z.string(),
            expectedDate: day,
            carrierName: z.string().nullable(),
            projectNumber: z.string(),
          }),
        )
        .nullable(),
      shipmentsTotal: count,
    })
    .nullable(),
  /** What the warehouse holds for them now. */
  onHand: z.object({ projects: count, items: count, quantity: z.string(), pieces: count }).nullable(),
  /** Releases: asked for and not yet delivered, and delivered in the last 30 days. */
  releases: z
    .object({
      open: z.array(
        z.object({ id: count, number: z.string(), status: z.string(), requestedDate: day, projectNumber: z.string() }),
      ),
      openTotal: count,
      delivered: z.array(
        z.object({ id: count, number: z.string(), deliveredAt: z.string(), projectNumber: z.string() }),
      ),
      deliveredTotal: count,
    })
    .nullable(),
  /** Lines received short, over or damaged, and deliveries short or damaged, of the last 90 days. */
  exceptions: z.array(
    z.object({
      kind: z.enum(['Receiving', 'Delivery']),
      recordId: count,
      number: z.string(),
      date: day,
      description: z.string(),
      condition: z.string(),
      reason: z.string(),
    }),
  ),
  /** Open invoices (billed, something owed) and what they owe in all. */
  invoices: z
    .object({
      open: z.array(z.object({ id: count, number: z.string(), dueDate: z.string(), balance: z.string() })),
      openTotal: count,
      balance: z.string(),
    })
    .nullable(),
  /** Their latest files: photos (of the goods, receipts and deliveries) and documents. */
  files: z.array(
    z.object({
      id: count,
      projectId: count,
      transactionType: z.enum(transactionTypes),
      folderName: z.string(),
      blobName: z.string(),
      fileName: z.string(),
      contentType: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type PortalAnswer = z.infer<typeof portalAnswer>;
