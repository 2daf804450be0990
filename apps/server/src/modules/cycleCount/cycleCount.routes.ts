import { api } from '@freightdesk/contracts';
import type { Router } from '../../platform/http/router';
import type { CycleCountService } from './cycleCount.service';

export function cycleCountRoutes(r: Router, counts: CycleCountService) {
  const e = api.cycleCount;
  r.bind(e.filtered, () => counts.columns());
  r.bind(e.search, ({ actor, body }) => counts.search(actor, body));
  r.bind(e.byId, ({ actor, params }) => counts.get(actor, params.id));
  r.bind(e.create, ({ actor, body }) => counts.create(actor, body));
  r.bind(e.countLine, ({ actor, body }) => counts.countLine(actor, body));
  r.bind(e.addLine, ({ actor, body }) => counts.addLine(actor, body));
  r.bind(e.submit, ({ actor, body }) => counts.submit(actor, body));
  r.bind(e.apply, ({ actor, body }) => counts.apply(actor, body));
  r.bind(e.cancel, ({ actor, body }) => counts.cancel(actor, body));
}
