import { api } from '@freightdesk/contracts';
import type { Router } from '../../platform/http/router';
import type { PickTicketService } from './pickTicket.service';

export function pickTicketRoutes(r: Router, tickets: PickTicketService) {
  const e = api.pickTicket;
  const newestFirst = { searchFields: {}, reverse: false, paged: true } as const;
  r.bind(e.paged, ({ actor, query }) => tickets.search(actor, { ...newestFirst, ...query }));
  r.bind(e.filtered, () => tickets.columns());
  r.bind(e.search, ({ actor, body }) => tickets.search(actor, body));
  r.bind(e.ofProject, ({ actor, query }) => tickets.all(actor, query.ProjectId));
  r.bind(e.searchInList, ({ actor, body }) => tickets.ofProject(actor, body));
  r.bind(e.dataCounts, ({ actor, body }) => tickets.dataCounts(actor, body.pickTicketId));
  r.bind(e.pdf, ({ actor, params }) => tickets.pdf(actor, params.id));
  r.bind(e.deliveryReceipt, ({ actor, params }) => tickets.deliveryReceipt(actor, params.id));
  r.bind(e.signature, ({ actor, params }) => tickets.signature(actor, params.id));
  r.bind(e.confirm, ({ actor, body }) => tickets.confirm(actor, body));
  r.bind(e.deliver, ({ actor, body }) => tickets.deliver(actor, body));
  r.bind(e.byId, ({ actor, params }) => tickets.get(actor, params.id));
  r.bind(e.create, ({ actor, body }) => tickets.create(actor, body));
  r.bind(e.update, ({ actor, body }) => tickets.update(actor, body));
  r.bind(e.remove, async ({ actor, params }) => {
    await tickets.remove(actor, params.id);
    return null;
  });

  const i = api.pickTicketItem;
  r.bind(i.ofTicket, ({ actor, query }) => tickets.items(actor, query.pickTicketId));
  r.bind(i.filtered, ({ actor, query }) => tickets.itemColumns(actor, query.pickTicketId));
  r.bind(i.search, ({ actor, body }) => tickets.searchItems(actor, body));
  r.bind(i.create, ({ actor, body }) => tickets.addItem(actor, body));
  r.bind(i.createFromInventory, ({ actor, body }) => tickets.addItems(actor, body));
  r.bind(i.createNonInventory, ({ actor, body }) => tickets.addNonInventoryItem(actor, body));
  r.bind(i.scan, ({ actor, body }) => tickets.scan(actor, body));
  r.bind(i.update, ({ actor, body }) => tickets.updateItem(actor, body));
  r.bind(i.remove, async ({ actor, params }) => {
    await tickets.removeItem(actor, params.id);
    return null;
  });
}
