export { type ProjectAccess, projectAccess } from './project.access';
export { startBillingPeriodKeeper } from './project.billing';
export { projectParties, projectsUsingClient } from './project.parties';
export { createRateService, type RateService } from './project.rates';
export { projectRateRoutes } from './project.rates.routes';
/** Whether the caller sees a project, by its list's scope (visibleOr404 in platform/kit). */
export { projectListQuery } from './project.list';
export { projectOfScope } from './project.references';
export { createProjectRepository, type ProjectRepository } from './project.repository';
export { projectRoutes } from './project.routes';
export { clientsOfProjects, projectInScope, visibleProjectIds } from './project.scope';
export { createProjectService, type ProjectService } from './project.service';
/** Tables other modules join to (read only) or reference. */
export { projects } from './project.table';
export { userProjects } from './projectAccess.table';
