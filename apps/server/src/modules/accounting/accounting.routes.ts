import { api } from '@freightdesk/contracts';
import type { Router } from '../../platform/http/router';
import type { AccountingService } from './accounting.service';

export function accountingExportRoutes(r: Router, books: AccountingService) {
  const e = api.accountingExport;
  r.bind(e.list, ({ actor, query }) => books.list(actor, query));
  r.bind(e.create, ({ actor, body }) => books.create(actor, body));
  r.bind(e.file, ({ actor, params }) => books.file(actor, params.id));
  r.bind(e.status, ({ actor }) => books.status(actor));
  r.bind(e.sync, ({ actor, body }) => books.sync(actor, body));
  r.bind(e.outbox, ({ actor, query }) => books.outbox(actor, query));
  r.bind(e.retry, ({ actor, params }) => books.retry(actor, params.id));
}
