import { api } from '@freightdesk/contracts';
import type { Router } from '../../platform/http/router';
import type { ProjectService } from './project.service';

export function projectRoutes(r: Router, projects: ProjectService) {
  const e = api.project;
  r.bind(e.list, ({ actor, query }) => projects.list(actor, query));
  r.bind(e.search, ({ actor, body }) => projects.search(actor, body));
  r.bind(e.export, ({ actor, body }) => projects.export(actor, body));
  r.bind(e.filteredColums, () => projects.filteredColumns());
  r.bind(e.byId, ({ actor, params }) => projects.get(actor, params.id));
}
