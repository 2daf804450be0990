import { pickTicketItemList, pickTicketList } from '@freightdesk/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { statusIdOf } from '../../platform/kit';
import { listQuery } from '../../platform/list/listQuery';
import { clients } from '../client/tables';
import { projectInScope } from '../project';
import { projects } from '../project/tables';
import { pickTicketItems, pickTicketStatus, pickTickets } from './pickTicket.table';

/** Per row of a page: the ticket's line count (pick_ticket_items_ticket_idx). */
const lines = sql<number>`(select count(*)::int from ${pickTicketItems} where ${pickTicketItems.pickTicketId} = ${pickTickets.id})`;
/** As a ticket's read says it (pickTicket.read.ts): unconfirmed, and not yet picked or called off. */
const awaitingConfirmation = sql<boolean>`(${pickTickets.confirmedAt} is null and ${inArray(pickTickets.status, ['Open', 'Picking'])})`;

/** The pick tickets list's SQL (the declaration is pickTicketList in the contracts). */
export const pickTicketListQuery = listQuery({
  spec: pickTicketList,
  from: pickTickets,
  id: pickTickets.id,
  joins: {
    project: { table: projects, on: eq(projects.id, pickTickets.projectId) },
    carrier: { table: clients, on: eq(clients.id, pickTickets.carrierId), left: true },
  },
  columns: {
    number: { expr: pickTickets.number, sort: sql`lower(${pickTickets.number})` },
    projectNumber: {
      expr: projects.number,
      sort: sql`lower(${projects.number})`,
      joins: ['project'],
      via: { local: pickTickets.projectId, table: projects, id: projects.id },
    },
    projectId: { expr: pickTickets.projectId },
    status: { expr: pickTickets.status },
    requestedDate: { expr: pickTickets.requestedDate },
    carrierName: {
      expr: clients.name,
      sort: sql`lower(${clients.name})`,
      joins: ['carrier'],
      via: { local: pickTickets.carrierId, table: clients, id: clients.id },
    },
    lines: { expr: lines },
    modifiedAt: { expr: pickTickets.modifiedAt },
    awaitingConfirmation: { expr: awaitingConfirmation },
  },
  select: {
    id: pickTickets.id,
    number: pickTickets.number,
    projectId: pickTickets.projectId,
    projectNumber: projects.number,
    statusId: statusIdOf(pickTickets.status, pickTicketStatus),
    status: pickTickets.status,
    requestedDate: pickTickets.requestedDate,
    carrierName: sql<string | null>`${clients.name}`,
    lines,
    modifiedAt: pickTickets.modifiedAt,
  },
  selectJoins: ['project', 'carrier'],
  parents: { project: (id) => eq(pickTickets.projectId, id) },
  scope: (scope) => projectInScope(scope, pickTickets.projectId),
});

/** The fields of a pick ticket line as every read answers them. */
export const pickTicketItemFields = {
  id: pickTicketItems.id,
  pickTicketId: pickTicketItems.pickTicketId,
  inventoryItemId: pickTicketItems.inventoryItemId,
  itemNumber: pickTicketItems.itemNumber,
  description: pickTicketItems.description,
  unitOfMeasure: pickTicketItems.unitOfMeasure,
  location: pickTicketItems.location,
  quantity: pickTicketItems.quantity,
  quantityPicked: pickTicketItems.quantityPicked,
  shortReason: pickTicketItems.shortReason,
  pickedLocation: pickTicketItems.pickedLocation,
  quantityDelivered: pickTicketItems.quantityDelivered,
  quantityDamaged: pickTicketItems.quantityDamaged,
  damageReason: pickTicketItems.damageReason,
  deliveryReason: pickTicketItems.deliveryReason,
  createdAt: pickTicketItems.createdAt,
  createdBy: pickTicketItems.createdBy,
  modifiedAt: pickTicketItems.modifiedAt,
  modifiedBy: pickTicketItems.modifiedBy,
  version: pickTicketItems.version,
};

/** A ticket's lines (pickTicketItemList), in location order by default: the picker's walk. */
export const pickTicketItemListQuery = listQuery({
  spec: pickTicketItemList,
  from: pickTicketItems,
  id: pickTicketItems.id,
  joins: {},
  columns: {
    location: { expr: pickTicketItems.location, sort: sql`lower(${pickTicketItems.location})` },
    itemNumber: { expr: pickTicketItems.itemNumber, sort: sql`lower(${pickTicketItems.itemNumber})` },
    description: { expr: pickTicketItems.description, sort: sql`lower(${pickTicketItems.description})` },
    unitOfMeasure: { expr: pickTicketItems.unitOfMeasure },
    quantity: { expr: pickTicketItems.quantity },
    quantityPicked: { expr: pickTicketItems.quantityPicked },
  },
  select: pickTicketItemFields,
  selectJoins: [],
  parents: { pickTicket: (id) => eq(pickTicketItems.pickTicketId, id) },
  scope: (scope) =>
    projectInScope(
      scope,
      sql`(select ${pickTickets.projectId} from ${pickTickets} where ${pickTickets.id} = ${pickTicketItems.pickTicketId})`,
    ),
});
