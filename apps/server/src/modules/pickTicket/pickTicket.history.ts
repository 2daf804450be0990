import type { PickTicketDetails } from '@freightdesk/contracts';
import { audited } from '../../platform/kit';
import { scopeOf } from '../../platform/scope';
import { ticketOf } from './pickTicket.read';

export const PICK_TICKETS = 'pickTicket' as const;

/** What a pick ticket's history keeps: names as they read at the time, not ids. */
const trail = (p: PickTicketDetails) => ({
  number: p.number,
  project: p.projectNumber,
  status: p.status,
  requestedDate: p.requestedDate,
  deliveryAddress: p.deliveryAddress,
  carrier: p.carrierName,
  driver: p.driver,
  notes: p.notes,
});

/** A pick ticket's audited writes: each writes its history row in the write's transaction. */
export const ticketHistory = audited({
  entity: PICK_TICKETS,
  read: (tx, actor, id) => ticketOf(tx, scopeOf(actor), id),
  trail,
});
