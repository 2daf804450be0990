import { api } from '@freightdesk/contracts';
import type { Router } from '../../platform/http/router';
import type { HomeService } from './home.service';

export function homeRoutes(r: Router, home: HomeService) {
  r.bind(api.home.queue, ({ actor }) => home.queue(actor));
}
