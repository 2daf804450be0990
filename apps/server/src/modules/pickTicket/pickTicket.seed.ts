import { createPickTicketBody } from '@freightdesk/contracts';
import type { SeedContext } from '../../platform/module';
import type { PickTicketService } from './pickTicket.service';

/** How many units of the client's goods their demo request asks for. */
const ASKED = 2;

/**
 * A release request from the client user, made through the pick ticket service as they would send
 * it: a few of the goods received for their project, awaiting the warehouse's confirmation (the
 * project's staff are told), so the client's home page and the warehouse's show one on first start.
 */
export async function seedPickTickets({ pickTickets }: { pickTickets: PickTicketService }, { tx, made }: SeedContext) {
  const clientUser = made.user?.clientUser;
  const projects = made.project?.projects;
  if (!clientUser || !projects) throw new Error('The pick tickets’ demo data needs the users’ and the projects’.');
  const theirs = new Set(projects.filter((p) => p.customerId === clientUser.clientId).map((p) => p.id));
  const goods = made.inventory?.stock.find((i) => theirs.has(i.projectId) && Number(i.quantityOnHand) > ASKED);
  if (!goods) return;
  await pickTickets.create(
    clientUser,
    createPickTicketBody.parse({
      projectId: goods.projectId,
      notes: 'Please deliver before the lobby opens.',
      items: [{ inventoryItemId: goods.id, quantity: String(ASKED) }],
    }),
    tx,
  );
}
