import { api } from '@freightdesk/contracts';
import type { Router } from '../http/router';
import type { AccountingGateway } from './gateway';

export function accountingRoutes(r: Router, gateway: AccountingGateway) {
  r.bind(api.accounting.getVendors, () => gateway.listVendors());
  r.bind(api.accounting.importVendors, async ({ actor }) => ({ added: await gateway.importParties(actor, 'vendors') }));
  r.bind(api.accounting.importCustomers, async ({ actor }) => ({
    added: await gateway.importParties(actor, 'customers'),
  }));
}
