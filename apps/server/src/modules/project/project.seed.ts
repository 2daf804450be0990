import { projectStatuses } from '@freightdesk/contracts';
import type { SeedContext } from '../../platform/module';
import type { RateService } from './project.rates';
import type { ProjectService } from './project.service';

/** A demo project: what the modules seeded after it put their records on. */
export interface SeededProject {
  id: number;
  number: string;
  customerId: number;
  jobSiteId: number;
}

/** The projects' demo data, first to last; the first are the busiest (POs, shipments, files). */
export interface ProjectSeed {
  projects: SeededProject[];
}

declare module '../../platform/module' {
  interface SeededData {
    project: ProjectSeed;
  }
}

const status = {
  quoted: projectStatuses.idOf('Quoted'),
  active: projectStatuses.idOf('Active'),
  onHold: projectStatuses.idOf('On Hold'),
  completed: projectStatuses.idOf('Completed'),
};
/** How many project types there are (db/reference.ts): the demo projects take each in turn. */
const TYPES = 5;

/**
 * [status, customer, job site] of each demo project: the customers in turn, each at a property of
 * its own (client.seed.ts: Harborview has two, so the others' properties sit one further on).
 */
const plan: [number, number, number][] = [
  [status.active, 0, 0],
  [status.active, 1, 2],
  [status.quoted, 2, 3],
  [status.active, 3, 4],
  [status.onHold, 4, 5],
  [status.active, 5, 6],
  [status.completed, 6, 7],
  [status.active, 7, 8],
  [status.quoted, 0, 1],
];
/** How many of the first projects bill from the master rates (as "Load default rates" does). */
const RATED = 8;

/** The first day of the month `back` months before `today`, as YYYY-MM-DD. */
export function monthStart(today: Date, back: number) {
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1));
  return d.toISOString().slice(0, 10);
}

/**
 * Nine demo projects through the project service (their numbers, billing periods from their start
 * dates and history are the service's own), the first eight with the master rates; the tenth comes
 * from an accepted proposal (the proposals' demo data).
 */
export async function seedProjects(
  { projects, rates }: { projects: ProjectService; rates: RateService },
  { admin, tx, made }: SeedContext,
) {
  const companies = made.client;
  if (!companies) throw new Error('The projects’ demo data needs the address book’s.');
  const today = new Date();
  const seeded: SeededProject[] = [];
  for (const [i, [statusId, customer, site]] of plan.entries()) {
    const customerId = companies.customers[customer]!.id;
    const jobSite = companies.properties[site]!;
    const project = await projects.create(
      admin,
      {
        number: '',
        name: `${jobSite.name} ${['Renovation', 'FF&E Install', 'Fit-Out'][i % 3]}`,
        customerId,
        jobSiteId: jobSite.id,
        billingClientId: customerId,
        thirdPartyClientId: null,
        statusId,
        typeId: (i % TYPES) + 1,
        projectManagerId: null,
        startDate: monthStart(today, 10 - i),
        endDate: null,
      },
      tx,
    );
    if (i < RATED) await rates.setDefaultData(admin, project.id, tx);
    if (i < 3) {
      // Last month's hours, per charge type: what its (confirmed) warehouse billing charged.
      const periods = await projects.billingPeriods(admin, project.id, tx);
      const last = periods.at(-2);
      if (last) {
        for (const [chargeType, billingHours] of [
          ['Labour', '6'],
          ['Handling in', '2.5'],
        ] as const) {
          await projects.setBillingHours(
            admin,
            { projectId: project.id, billingPeriodId: last.id, billingHours, chargeType },
            tx,
          );
        }
      }
    }
    seeded.push({ id: project.id, number: project.number, customerId, jobSiteId: jobSite.id });
  }
  made.project = { projects: seeded };
}
