import { defineContractModule } from './common/module';
import { pickTicketEndpoints, pickTicketItemEndpoints } from './pickTicket.endpoints';

export * from './pickTicket';
export * from './pickTicket.endpoints';

/** Pick tickets, releases of a project's goods to its job site, and their lines. */
export const pickTicketModule = defineContractModule({
  api: { pickTicket: pickTicketEndpoints, pickTicketItem: pickTicketItemEndpoints },
  audited: ['pickTicket'],
});
