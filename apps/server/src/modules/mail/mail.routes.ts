import { api } from '@freightdesk/contracts';
import type { Router } from '../../platform/http/router';
import type { MailService } from './mail.service';

export function mailRoutes(r: Router, mail: MailService) {
  r.bind(api.mail.outbox, ({ actor, query }) => mail.outbox(actor, query));
}
