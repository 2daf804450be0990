import type { PickTicketDetails, PickTicketItem } from '@freightdesk/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/executor';
import { notFound } from '../../platform/errors';
import { statusIdOf } from '../../platform/kit';
import type { DataScope } from '../../platform/scope';
import { clients } from '../client/tables';
import { inventoryItems } from '../inventory/tables';
import { projectInScope } from '../project';
import { projects } from '../project/tables';
import { users } from '../user/tables';
import { pickTicketItemFields } from './pickTicket.list';
import { pickTicketDeliveries, pickTicketItems, pickTicketStatus, pickTickets } from './pickTicket.table';

/** The folder of a ticket's files that holds its delivery photos. */
export const deliveryFolder = (number: string) => `${number}-delivery`;

const carrier = alias(clients, 'pick_carrier');
const jobSite = alias(clients, 'pick_job_site');
const iso = (d: Date | null) => d?.toISOString() ?? null;

/** One pick ticket with its totals, as the caller sees it (404 outside their scope). */
export async function ticketOf(ex: Executor, scope: DataScope, id: number): Promise<PickTicketDetails> {
  const [row] = await ex
    .select({
      id: pickTickets.id,
      number: pickTickets.number,
      projectId: pickTickets.projectId,
      projectNumber: projects.number,
      projectName: projects.name,
      jobSiteName: sql<string | null>`${jobSite.name}`,
      statusId: statusIdOf(pickTickets.status, pickTicketStatus),
      status: pickTickets.status,
      requestedDate: pickTickets.requestedDate,
      deliveryAddress: pickTickets.deliveryAddress,
      carrierId: pickTickets.carrierId,
      carrierName: sql<string | null>`${carrier.name}`,
      driver: pickTickets.driver,
      notes: pickTickets.notes,
      pickedAt: pickTickets.pickedAt,
      deliveredAt: pickTickets.deliveredAt,
      requestedById: pickTickets.requestedById,
      requestedBy: sql<string | null>`${users.userName}`,
      confirmedAt: pickTickets.confirmedAt,
      confirmedBy: pickTickets.confirmedBy,
      receiverName: pickTicketDeliveries.receiverName,
      receivedAt: pickTicketDeliveries.receivedAt,
      signatureTyped: pickTicketDeliveries.signatureTyped,
      hasSignatureImage: sql<boolean>`(${pickTicketDeliveries.signaturePng} is not null)`,
      deliveryNotes: pickTicketDeliveries.notes,
      recordedBy: pickTicketDeliveries.recordedBy,
      createdAt: pickTickets.createdAt,
      createdBy: pickTickets.createdBy,
      modifiedAt: pickTickets.modifiedAt,
      modifiedBy: pickTickets.modifiedBy,
      version: pickTickets.version,
    })
    .from(pickTickets)
    .innerJoin(projects, eq(projects.id, pickTickets.projectId))
    .leftJoin(jobSite, eq(jobSite.id, projects.jobSiteId))
    .leftJoin(carrier, eq(carrier.id, pickTickets.carrierId))
    .leftJoin(users, eq(users.id, pickTickets.requestedById))
    .leftJoin(pickTicketDeliveries, eq(pickTicketDeliveries.pickTicketId, pickTickets.id))
    .where(and(eq(pickTickets.id, id), projectInScope(scope, pickTickets.projectId)));
  if (!row) throw notFound('Pick ticket');
  const { receiverName, receivedAt, signatureTyped, hasSignatureImage, deliveryNotes, recordedBy, ...ticket } = row;
  const [totals] = await ex
    .select({
      lines: sql<number>`count(*)::int`,
      quantity: sql<string>`coalesce(sum(${pickTicketItems.quantity}), 0)::numeric(14,3)::text`,
      picked: sql<string>`coalesce(sum(${pickTicketItems.quantityPicked}), 0)::numeric(14,3)::text`,
      short: sql<number>`(count(*) filter (where ${pickTicketItems.quantityPicked} < ${pickTicketItems.quantity}))::int`,
    })
    .from(pickTicketItems)
    .where(eq(pickTicketItems.pickTicketId, id));
  return {
    ...ticket,
    pickedAt: iso(row.pickedAt),
    deliveredAt: iso(row.deliveredAt),
    confirmedAt: iso(row.confirmedAt),
    awaitingConfirmation: row.confirmedAt === null && (row.status === 'Open' || row.status === 'Picking'),
    delivery:
      receiverName !== null && receivedAt !== null
        ? {
            receiverName,
            receivedAt: receivedAt.toISOString(),
            signatureTyped: signatureTyped ?? false,
            hasSignatureImage: Boolean(hasSignatureImage),
            notes: deliveryNotes ?? '',
            recordedBy: recordedBy ?? '',
            photoFolder: deliveryFolder(row.number),
          }
        : null,
    createdAt: row.createdAt.toISOString(),
    modifiedAt: row.modifiedAt.toISOString(),
    totals: totals!,
  };
}

const out = (r: { createdAt: Date; modifiedAt: Date }) => ({
  createdAt: r.createdAt.toISOString(),
  modifiedAt: r.modifiedAt.toISOString(),
});

/** The ticket's rows when the caller sees its project: every child read below goes through it. */
const ofVisibleTicket = (scope: DataScope, pickTicketId: number) =>
  and(eq(pickTickets.id, pickTicketId), projectInScope(scope, pickTickets.projectId));

/** A ticket's lines in location order; none when the caller does not see the ticket's project. */
export async function linesOf(ex: Executor, scope: DataScope, pickTicketId: number): Promise<PickTicketItem[]> {
  const rows = await ex
    .select(pickTicketItemFields)
    .from(pickTicketItems)
    .innerJoin(pickTickets, eq(pickTickets.id, pickTicketItems.pickTicketId))
    .where(ofVisibleTicket(scope, pickTicketId))
    .orderBy(sql`lower(${pickTicketItems.location})`, pickTicketItems.id);
  return rows.map((r) => ({ ...r, ...out(r) }));
}

/** One line with its ticket's project, number and status; null when there is none the caller sees. */
export async function lineOf(ex: Executor, scope: DataScope, id: number) {
  const [row] = await ex
    .select({
      ...pickTicketItemFields,
      projectId: pickTickets.projectId,
      ticketNumber: pickTickets.number,
      ticketStatus: pickTickets.status,
    })
    .from(pickTicketItems)
    .innerJoin(pickTickets, eq(pickTickets.id, pickTicketItems.pickTicketId))
    .where(and(eq(pickTicketItems.id, id), projectInScope(scope, pickTickets.projectId)));
  if (!row) return null;
  const { projectId, ticketNumber, ticketStatus, ...line } = row;
  return { line: { ...line, ...out(line) } as PickTicketItem, projectId, ticketNumber, ticketStatus };
}

/** A ticket's lines with what the picker's scan is matched against: the item's label ids and where it is now. */
export async function scannableLinesOf(ex: Executor, scope: DataScope, pickTicketId: number) {
  const rows = await ex
    .select({
      ...pickTicketItemFields,
      raItemId: inventoryItems.raItemId,
      locationNow: sql<string | null>`${inventoryItems.location}`,
    })
    .from(pickTicketItems)
    .innerJoin(pickTickets, eq(pickTickets.id, pickTicketItems.pickTicketId))
    .leftJoin(inventoryItems, eq(inventoryItems.id, pickTicketItems.inventoryItemId))
    .where(ofVisibleTicket(scope, pickTicketId))
    .orderBy(sql`lower(${pickTicketItems.location})`, pickTicketItems.id);
  return rows.map((r) => ({ ...r, ...out(r) }));
}

/** The signature image of a delivered ticket the caller sees. */
export async function signatureOf(ex: Executor, scope: DataScope, pickTicketId: number): Promise<Buffer | null> {
  const [row] = await ex
    .select({ png: pickTicketDeliveries.signaturePng })
    .from(pickTicketDeliveries)
    .innerJoin(pickTickets, eq(pickTickets.id, pickTicketDeliveries.pickTicketId))
    .where(ofVisibleTicket(scope, pickTicketId));
  return row?.png ?? null;
}
