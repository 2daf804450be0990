import { api } from '@freightdesk/contracts';
import type { Router } from '../../platform/http/router';
import type { ProjectService } from './project.service';

export function projectRoutes(r: Router, projects: ProjectService) {
  r.bind(api.project.list, ({ actor, query }) => projects.list(actor, query));
}
