import {
  allows,
  billedStatuses,
  type PortalAnswer,
  staffOnlyTransactionTypes,
  type TransactionType,
  transactionModule,
  transactionTypes,
} from '@freightdesk/contracts';
import { type AnyColumn, and, desc, eq, gte, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { Quantity } from '../../platform/quantity';
import { scopeOf } from '../../platform/scope';
import { clients } from '../client/tables';
import { files } from '../file/tables';
import { inventoryItems } from '../inventory/tables';
import { balanceNumeric, invoiceScope } from '../invoice';
import { invoices } from '../invoice/tables';
import { pickTicketItems, pickTickets } from '../pickTicket/tables';
import { projectInScope } from '../project';
import { projects } from '../project/tables';
import { raItems, receivingAlerts } from '../receivingAlert/tables';
import { shipments } from '../shipment/tables';

/** How many of each part the portal lists; its totals count them all. */
const SHOWN = 5;
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const counted = sql<number>`count(*) over ()::int`;

/**
 * The parts of the portal, each read within the caller's projects (a client user's: their own
 * company's), each only for a caller who may view its module; `null` otherwise.
 */
export function portalReads(ex: Executor, actor: Actor) {
  const scope = scopeOf(actor);
  const may = (module: string) => allows(actor.scope, `${module}:View` as never);
  const mine = (projectId: AnyColumn) => projectInScope(scope, projectId);

  async function incoming(): Promise<PortalAnswer['incoming']> {
    if (!may('RA')) return null;
    const ra = receivingAlerts;
    const alerts = await ex
      .select({
        id: ra.id,
        number: ra.number,
        status: ra.status,
        advanceNotice: ra.advanceNotice,
        expectedDate: ra.expectedDate,
        projectNumber: projects.number,
        lines: sql<number>`(select count(*)::int from ${raItems} where ${raItems.receivingAlertId} = ${ra.id})`,
        total: counted,
      })
      .from(ra)
      .innerJoin(projects, eq(projects.id, ra.projectId))
      .where(and(inArray(ra.status, ['Expected', 'Receiving']), mine(ra.projectId)))
      .orderBy(sql`${ra.expectedDate} asc nulls last`, ra.id)
      .limit(SHOWN);
    const carrier = alias(clients, 'portal_carrier');
    const onTheWay = may('Shipment')
      ? await ex
          .select({
            id: shipments.id,
            number: shipments.number,
            status: shipments.status,
            expectedDate: shipments.expectedDate,
            carrierName: carrier.name,
            projectNumber: projects.number,
            total: counted,
          })
          .from(shipments)
          .innerJoin(projects, eq(projects.id, shipments.projectId))
          .leftJoin(carrier, eq(carrier.id, shipments.carrierId))
          .where(and(inArray(shipments.status, ['Booked', 'In Transit', 'Exception']), mine(shipments.projectId)))
          .orderBy(sql`${shipments.expectedDate} asc nulls last`, shipments.id)
          .limit(SHOWN)
      : null;
    return {
      alerts: alerts.map(({ total: _, ...a }) => a),
      alertsTotal: alerts[0]?.total ?? 0,
      shipments: onTheWay?.map(({ total: _, ...s }) => s) ?? null,
      shipmentsTotal: onTheWay?.[0]?.total ?? 0,
    };
  }

  async function onHand(): Promise<PortalAnswer['onHand']> {
    if (!may('Inventory')) return null;
    const i = inventoryItems;
    const [row] = await ex
      .select({
        projects: sql<number>`count(distinct ${i.projectId})::int`,
        items: sql<number>`count(*)::int`,
        quantity: sql<string>`coalesce(sum(${i.quantityOnHand}), 0)::text`,
        pieces: sql<number>`coalesce(sum(${i.pieces}), 0)::int`,
      })
      .from(i)
      .where(and(sql`${i.quantityOnHand} > 0`, mine(i.projectId)));
    return { ...row!, quantity: Quantity.plain(row!.quantity) };
  }

  async function releases(): Promise<PortalAnswer['releases']> {
    if (!may('PickTicket')) return null;
    const pt = pickTickets;
    const base = ex
      .select({
        id: pt.id,
        number: pt.number,
        status: pt.status,
        requestedDate: pt.requestedDate,
        deliveredAt: pt.deliveredAt,
        projectNumber: projects.number,
        total: counted,
      })
      .from(pt)
      .innerJoin(projects, eq(projects.id, pt.projectId))
      .$dynamic();
    const [open, delivered] = await Promise.all([
      base
        .where(and(inArray(pt.status, ['Open', 'Picking', 'Picked', 'Out for Delivery']), mine(pt.projectId)))
        .orderBy(sql`${pt.requestedDate} asc nulls last`, pt.id)
        .limit(SHOWN),
      ex
        .select({
          id: pt.id,
          number: pt.number,
          deliveredAt: pt.deliveredAt,
          projectNumber: projects.number,
          total: counted,
        })
        .from(pt)
        .innerJoin(projects, eq(projects.id, pt.projectId))
        .where(
          and(eq(pt.status, 'Delivered'), gte(pt.deliveredAt, sql`now() - interval '30 days'`), mine(pt.projectId)),
        )
        .orderBy(desc(pt.deliveredAt), desc(pt.id))
        .limit(SHOWN),
    ]);
    return {
      open: open.map((t) => ({
        id: t.id,
        number: t.number,
        status: t.status,
        requestedDate: t.requestedDate,
        projectNumber: t.projectNumber,
      })),
      openTotal: open[0]?.total ?? 0,
      delivered: delivered.map((t) => ({
        id: t.id,
        number: t.number,
        deliveredAt: iso(t.deliveredAt) ?? '',
        projectNumber: t.projectNumber,
      })),
      deliveredTotal: delivered[0]?.total ?? 0,
    };
  }

  async function exceptions(): Promise<PortalAnswer['exceptions']> {
    const since = sql`now() - interval '90 days'`;
    const received = may('RA')
      ? await ex
          .select({
            recordId: receivingAlerts.id,
            number: receivingAlerts.number,
            date: raItems.receivedDate,
            description: raItems.description,
            condition: sql<string>`coalesce(${raItems.condition}, '')`,
            reason: sql<string>`concat_ws('; ', nullif(${raItems.reason}, ''), nullif(${raItems.damageReason}, ''))`,
          })
          .from(raItems)
          .innerJoin(receivingAlerts, eq(receivingAlerts.id, raItems.receivingAlertId))
          .where(
            and(
              inArray(raItems.condition, ['Damaged', 'Short', 'Over']),
              gte(raItems.receivedDate, sql`(${since})::date`),
              mine(receivingAlerts.projectId),
            ),
          )
          .orderBy(desc(raItems.receivedDate), desc(raItems.id))
          .limit(SHOWN)
      : [];
    const delivered = may('PickTicket')
      ? await ex
          .select({
            recordId: pickTickets.id,
            number: pickTickets.number,
            date: sql<string>`(${pickTickets.deliveredAt})::date::text`,
            description: pickTicketItems.description,
            condition: sql<string>`case when ${pickTicketItems.quantityDamaged} > 0 then 'Damaged' else 'Short' end`,
            reason: sql<string>`concat_ws('; ', nullif(${pickTicketItems.damageReason}, ''), nullif(${pickTicketItems.deliveryReason}, ''))`,
          })
          .from(pickTicketItems)
          .innerJoin(pickTickets, eq(pickTickets.id, pickTicketItems.pickTicketId))
          .where(
            and(
              isNotNull(pickTickets.deliveredAt),
              gte(pickTickets.deliveredAt, since),
              or(
                sql`${pickTicketItems.quantityDamaged} > 0`,
                sql`coalesce(${pickTicketItems.quantityDelivered}, 0) < ${pickTicketItems.quantity}`,
              ),
              mine(pickTickets.projectId),
            ),
          )
          .orderBy(desc(pickTickets.deliveredAt), desc(pickTicketItems.id))
          .limit(SHOWN)
      : [];
    return [
      ...received.map((r) => ({ ...r, kind: 'Receiving' as const })),
      ...delivered.map((r) => ({ ...r, kind: 'Delivery' as const })),
    ];
  }

  async function openInvoices(): Promise<PortalAnswer['invoices']> {
    if (!may('Invoice')) return null;
    const owing = and(
      inArray(invoices.status, [...billedStatuses]),
      mine(invoices.projectId),
      invoiceScope(scope),
      ne(balanceNumeric, sql`0`),
    );
    const [open, [sum]] = await Promise.all([
      ex
        .select({
          id: invoices.id,
          number: sql<string>`coalesce(${invoices.number}, '')`,
          dueDate: invoices.dueDate,
          balance: sql<string>`${balanceNumeric}::numeric(20, 2)::text`,
        })
        .from(invoices)
        .where(owing)
        .orderBy(invoices.dueDate, invoices.id)
        .limit(SHOWN),
      ex
        .select({
          n: sql<number>`count(*)::int`,
          balance: sql<string>`coalesce(sum(${balanceNumeric}), 0)::numeric(20, 2)::text`,
        })
        .from(invoices)
        .where(owing),
    ]);
    return { open, openTotal: sum?.n ?? 0, balance: sum?.balance ?? '0.00' };
  }

  /** Their latest files of the kinds they may view (never the provider's own, such as vendor bills). */
  async function latestFiles(): Promise<PortalAnswer['files']> {
    const kinds = transactionTypes.filter(
      (t: TransactionType) =>
        may(transactionModule[t]) && !(actor.userTypeId === 2 && staffOnlyTransactionTypes.includes(t)),
    );
    if (!kinds.length) return [];
    return ex
      .select({
        id: files.id,
        projectId: files.projectId,
        transactionType: files.transactionType,
        folderName: files.folderName,
        blobName: files.blobName,
        fileName: files.fileName,
        contentType: files.contentType,
        createdAt: files.createdAt,
      })
      .from(files)
      .where(and(inArray(files.transactionType, kinds), mine(files.projectId)))
      .orderBy(desc(files.createdAt), desc(files.id))
      .limit(12)
      .then((rows) => rows.map((f) => ({ ...f, createdAt: iso(f.createdAt) ?? '' })));
  }

  return { incoming, onHand, releases, exceptions, openInvoices, latestFiles };
}
