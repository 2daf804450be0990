import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type ReportSource, reportFields } from '../../platform/report/reportQuery';
import { clients } from '../client/tables';
import { projects } from '../project/tables';
import { poItems, purchaseOrders } from '../purchaseOrder/tables';
import { shipmentItems, shipments } from '../shipment/tables';
import { daysPast, ofProjects } from './report.projects.read';

/** Still to come in: open, ordered, shipped or partly received. */
const openStatuses = ['Open', 'Ordered', 'Shipped', 'Partially Received'] as const;

const vendor = alias(clients, 'report_vendor');
const customer = alias(clients, 'report_customer');
const po = purchaseOrders;

/**
 * Open purchase orders of the projects the caller sees: what is left to receive and how late the
 * follow-up is. Each order's lines are summed on their own (an index-only read of the order's
 * lines, the index of migration 0047), not joined all at once and grouped: a million lines are
 * not read to sum the open orders' tenth of them.
 */
export const openPurchaseOrderRows: ReportSource = (ex, scope, f) => {
  const lines = ex
    .select({
      quantityOpen: sql`coalesce(sum(greatest(${poItems.quantity} - ${poItems.quantityReceived}, 0)), 0)`.as(
        'quantity_open',
      ),
      amount: sql`coalesce(sum(${poItems.amount}), 0)`.as('lines_amount'),
    })
    .from(poItems)
    .where(eq(poItems.purchaseOrderId, po.id))
    .as('lines');
  return ex
    .select(
      reportFields({
        rowId: po.id,
        purchaseOrderId: po.id,
        poNumber: po.number,
        status: po.status,
        projectId: projects.id,
        projectNumber: projects.number,
        clientName: customer.name,
        vendorName: vendor.name,
        orderDate: po.orderDate,
        followUpDate: po.followUpDate,
        daysOverdue: daysPast(f.asOf, po.followUpDate),
        quantityOpen: sql`${lines.quantityOpen}`,
        amount: sql`${lines.amount}`,
      }),
    )
    .from(po)
    .innerJoin(projects, eq(projects.id, po.projectId))
    .leftJoin(customer, eq(customer.id, projects.customerId))
    .leftJoin(vendor, eq(vendor.id, po.vendorId))
    .leftJoinLateral(lines, sql`true`)
    .where(and(inArray(po.status, [...openStatuses]), ofProjects(scope, f, po.projectId)))
    .$dynamic();
};

const carrier = alias(clients, 'report_carrier');
const s = shipments;

/** Shipments booked, on the road or held by an exception, of the projects the caller sees: how late each is. */
export const shipmentsInTransitRows: ReportSource = (ex, scope, f) =>
  ex
    .select(
      reportFields({
        rowId: s.id,
        shipmentId: s.id,
        shipmentNumber: s.number,
        status: s.status,
        projectId: projects.id,
        projectNumber: projects.number,
        clientName: sql`max(${customer.name})`,
        carrierName: sql`max(${carrier.name})`,
        shipDate: s.shipDate,
        expectedDate: s.expectedDate,
        daysLate: daysPast(f.asOf, s.expectedDate),
        weight: sql`coalesce(sum(${shipmentItems.weight}), 0)`,
      }),
    )
    .from(s)
    .innerJoin(projects, eq(projects.id, s.projectId))
    .leftJoin(customer, eq(customer.id, projects.customerId))
    .leftJoin(carrier, eq(carrier.id, s.carrierId))
    .leftJoin(shipmentItems, eq(shipmentItems.shipmentId, s.id))
    .where(and(inArray(s.status, ['Booked', 'In Transit', 'Exception']), ofProjects(scope, f, s.projectId)))
    .groupBy(s.id, projects.id)
    .$dynamic();
