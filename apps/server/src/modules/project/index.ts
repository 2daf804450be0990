export { createProjectAccess, type ProjectAccess } from './project.access';
export { startBillingPeriodKeeper } from './project.billing';
/** Whether the caller sees a project, by its list's scope (visibleOr404 in platform/kit). */
export { projectListQuery } from './project.list';
export { createProjectParties, type ProjectParties, siteAddressOf } from './project.parties.read';
export {
  PICKER_LIMIT,
  projectIs,
  projectOptions,
  projectsHaving,
} from './project.pickers.read';
export { createRateService, type RateService } from './project.rates';
export { projectRateRoutes } from './project.rates.routes';
export { projectManagerOf, projectsSeenBy } from './project.read';
export { billingPeriodOfProject, projectOfBillingPeriod, projectOfScope } from './project.references';
export { projectRoutes } from './project.routes';
export { clientsOfProjects, projectInScope, visibleProjectIds } from './project.scope';
export { createProjectService, type ProjectService } from './project.service';
