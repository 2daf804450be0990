/** Pick tickets: releases of a project's goods to its job site. */
export { pickTicketListQuery } from './pickTicket.list';
export { pickTicketOptions, projectsWithPickTickets } from './pickTicket.pickers.read';
/** What writes that name a pick ticket declare (platform/references.ts). */
export { pickTicketOfProject } from './pickTicket.references';
export { createPickTicketService, type PickTicketService } from './pickTicket.service';
