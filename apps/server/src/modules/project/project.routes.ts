import { api } from '@freightdesk/contracts';
import type { Router } from '../../platform/http/router';
import type { ProjectService } from './project.service';

export function projectRoutes(r: Router, projects: ProjectService) {
  const e = api.project;
  r.bind(e.list, ({ actor, query }) => projects.list(actor, query));
  r.bind(e.search, ({ actor, body }) => projects.search(actor, body));
  r.bind(e.export, ({ actor, body }) => projects.export(actor, body));
  r.bind(e.filteredColums, ({ actor }) => projects.filteredColumns(actor));
  r.bind(e.byClient, ({ actor, params }) => projects.ofClient(actor, { clientId: params.id }));
  r.bind(e.searchByClient, ({ actor, body }) => projects.ofClient(actor, body));
  r.bind(e.paged, ({ actor, query }) => projects.page(actor, query));
  r.bind(e.pagedFiltered, ({ actor }) => projects.page(actor, { pageIndex: 1, pageSize: 500 }));
  r.bind(e.filtered, async ({ actor, query }) =>
    (await projects.page(actor, { pageIndex: 1, pageSize: 500, statusId: query.statusId })).items.map(
      ({ modifiedAt: _, ...p }) => p,
    ),
  );
  r.bind(e.getProjectDetails, ({ actor, query }) => projects.get(actor, query.ProjectId));
  r.bind(e.dataCounts, ({ actor, body }) => projects.dataCounts(actor, body.projectId));
  r.bind(e.getProjectOpenModules, ({ actor, query }) => projects.openModules(actor, query.projectId));
  r.bind(e.getBillingPeriods, ({ actor, body }) => projects.billingPeriods(actor, body.projectId));
  r.bind(e.setBillingPeriodStatus, ({ actor, body }) => projects.setBillingPeriodStatus(actor, body));
  r.bind(e.updateBillingHours, ({ actor, body }) => projects.setBillingHours(actor, body));
  r.bind(e.create, ({ actor, body }) => projects.create(actor, body));
  r.bind(e.update, ({ actor, body }) => projects.update(actor, body));
  r.bind(e.updateProjectManager, ({ actor, body }) => projects.updateProjectManager(actor, body));
  r.bind(e.remove, ({ actor, params }) => projects.remove(actor, params.id));
  r.bind(e.byId, ({ actor, params }) => projects.get(actor, params.id));
  r.bind(e.team, ({ actor, params }) => projects.team(actor, params.id));
  r.bind(e.teamCandidates, ({ actor, query }) => projects.teamCandidates(actor, query));
}
