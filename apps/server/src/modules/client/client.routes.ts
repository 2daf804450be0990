import { api } from '@freightdesk/contracts';
import type { Router } from '../../platform/http/router';
import type { ClientService } from './client.service';

export function clientRoutes(r: Router, clients: ClientService) {
  r.bind(api.client.getCompanyDetails, ({ actor, body }) => clients.getCompanyDetails(actor, body));
}
