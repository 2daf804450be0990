import type { Executor } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { defineModule } from '../../platform/module';
import type { ProjectAccess } from './project.access';
import { startBillingPeriodKeeper } from './project.billing';
import { createProjectParties, type ProjectParties } from './project.parties.read';
import { createRateService, type RateService } from './project.rates';
import { projectRateRoutes } from './project.rates.routes';
import { projectRoutes } from './project.routes';
import { seedProjects } from './project.seed';
import { createProjectService, type ProjectService } from './project.service';

declare module '../../platform/module' {
  interface ModuleServices {
    project: {
      projects: ProjectService;
      rates: RateService;
      /** What the users module asks when it grants Project Access (its ProjectAccessPort). */
      access: ProjectAccess;
      /** What the address book asks: the clients of a caller's projects, a project's parties, whether a client is used. */
      parties: ProjectParties;
    };
  }
  interface Questions {
    /** The proposal a project was converted from, if any (the proposals module answers: it depends on projects). */
    proposalOfProject: (
      actor: Actor,
      projectId: number,
      ex?: Executor,
    ) => Promise<{ id: number; number: string } | null>;
  }
}

/**
 * Projects, their rates, team and billing periods, and the project hub: its counts come from the
 * modules that declare a `hub` (filled once every module is built). Every server adds each new
 * month's billing period within `every.billingPeriods` ms of the month turning.
 */
export const projectModule = defineModule({
  name: 'project',
  dependsOn: ['notification', 'file'],
  asks: ['proposalOfProject'],
  create: ({ db, hub, answers }, { notification, file }) => {
    const projects = createProjectService({
      db,
      notify: notification.notifications,
      allFiles: file.files.countAllOf,
      holdings: hub.counts,
      openWork: hub.open,
      held: answers,
    });
    return {
      projects,
      rates: createRateService({ db }),
      access: projects.access,
      parties: createProjectParties({ db }),
    };
  },
  routes(router, { projects, rates }) {
    projectRoutes(router, projects);
    projectRateRoutes(router, rates);
  },
  history: {
    entity: 'project',
    access: 'Project:View',
    canView: ({ projects }, actor, id) => projects.canView(actor, id),
  },
  start: (_services, { db, every, log, metrics }) =>
    every.billingPeriods
      ? startBillingPeriodKeeper(db, every.billingPeriods, log, metrics.job('billing periods'))
      : undefined,
  seed: seedProjects,
  seedAfter: ['client'],
});
