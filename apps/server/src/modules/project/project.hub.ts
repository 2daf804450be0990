import {
  CLIENT_USER_TYPE_ID,
  flowModules,
  moduleDescriptions,
  type ProjectDataCounts,
  type ProjectDetails,
  type ProjectOpenModules,
} from '@freightdesk/contracts';
import { type Executor, inTransaction } from '../../db/executor';
import { type Actor, providerOnly } from '../../platform/auth/actor';
import { forbidden, notFound } from '../../platform/errors';
import { type Audited, visibleOr404 } from '../../platform/kit';
import type { ProjectHoldings, ProjectOpenWork } from '../../platform/module';
import { scopeOf } from '../../platform/scope';
import {
  billingPeriodsOf,
  extendBillingPeriods,
  lockPeriodBilling,
  markPeriodInvoiced,
  setPeriodDrafts,
  setPeriodHours,
  setPeriodStatus,
  utcToday,
} from './project.billing';
import { projectListQuery } from './project.list';
import type { ProjectTeam } from './project.team';

/** A project the caller sees, or its 404, asked of the projects list (so scoped like it). */
export const visibleProject = (actor: Actor, projectId: number, ex: Executor, lock = false) =>
  visibleOr404(projectListQuery, scopeOf(actor), projectId, ex, { noun: 'Project', lock });

/**
 * The counts of a project's records, as the actor sees them. The modules that hold them declare
 * their count (`hub` in their `<m>.module.ts`); a module that has not landed holds none. The
 * users are the team's members the actor sees.
 */
export async function countsOf(
  ex: Executor,
  actor: Actor,
  projectId: number,
  holdings: ProjectHoldings,
  team?: ProjectTeam,
): Promise<ProjectDataCounts> {
  const count = (key: keyof ProjectHoldings) => holdings[key]?.(actor, projectId, ex) ?? Promise.resolve(0);
  return {
    projectId,
    purchaseOrders: await count('purchaseOrders'),
    shipments: await count('shipments'),
    receivingAlerts: await count('receivingAlerts'),
    inventoryItems: await count('inventoryItems'),
    pickTickets: await count('pickTickets'),
    charges: await count('charges'),
    invoices: await count('invoices'),
    files: await count('files'),
    users: team ? (await team.members(actor, projectId, ex)).length : 0,
  };
}

/**
 * The project hub's reads and the billing periods and team of a project: each for a caller who
 * sees the project (a 404 otherwise), in the caller's transaction when given one.
 */
export function createProjectHub(deps: {
  db: Executor;
  holdings: ProjectHoldings;
  openWork: ProjectOpenWork;
  teams: ProjectTeam;
  history: Audited<ProjectDetails>;
}) {
  const { db, holdings, openWork, teams, history } = deps;
  return {
    /** How many records each module holds for a project the caller sees (the hub's tab counts). */
    async dataCounts(actor: Actor, projectId: number, tx?: Executor): Promise<ProjectDataCounts> {
      const ex = tx ?? db;
      await visibleProject(actor, projectId, ex);
      return countsOf(ex, actor, projectId, holdings, teams);
    },

    /** The modules where the project still has work in progress (docs/design.md's data flow), for callers who see it. */
    async openModules(actor: Actor, projectId: number, tx?: Executor): Promise<ProjectOpenModules> {
      const ex = tx ?? db;
      await visibleProject(actor, projectId, ex);
      const modules = [];
      for (const module of flowModules) {
        const open = (await openWork[module]?.(actor, projectId, ex)) ?? 0;
        if (open > 0) modules.push({ module, label: moduleDescriptions[module], open });
      }
      return { projectId, modules };
    },

    /** A project's billing periods, for callers who see the project; reading writes nothing (see project.billing.ts). */
    async billingPeriods(actor: Actor, projectId: number, tx?: Executor) {
      const ex = tx ?? db;
      await visibleProject(actor, projectId, ex);
      return billingPeriodsOf(ex, projectId);
    },

    /**
     * A period of a project the caller sees, read once its billing lock is held (lockPeriodBilling):
     * what a warehouse run, a confirmation or a charge of the period waits for. A 404 when it is not the project's.
     */
    async lockedBillingPeriod(actor: Actor, projectId: number, id: number, tx: Executor) {
      await visibleProject(actor, projectId, tx);
      await lockPeriodBilling(tx, [id]);
      const period = (await billingPeriodsOf(tx, projectId)).find((p) => p.id === id);
      if (!period) throw notFound('Billing period');
      return period;
    },

    /** How many draft warehouse charges wait in a period of a project the caller sees (see setPeriodDrafts). */
    async setDraftCharges(
      actor: Actor,
      input: { projectId: number; billingPeriodId: number; drafts: number },
      tx: Executor,
    ) {
      await visibleProject(actor, input.projectId, tx);
      await setPeriodDrafts(tx, input.projectId, input.billingPeriodId, input.drafts);
    },

    /** The project's periods, those of these dates locked for billing first (a charge's write). */
    async billingPeriodsLockedOn(actor: Actor, projectId: number, dates: string[], tx: Executor) {
      await visibleProject(actor, projectId, tx);
      const periods = await billingPeriodsOf(tx, projectId);
      const ids = periods.filter((p) => dates.some((d) => p.startDate <= d && d <= p.endDate)).map((p) => p.id);
      if (!ids.length) return periods;
      await lockPeriodBilling(tx, ids);
      return billingPeriodsOf(tx, projectId);
    },

    /** Closes or reopens a billing period (see setPeriodStatus); answers the project's periods. */
    async setBillingPeriodStatus(
      actor: Actor,
      input: { projectId: number; id: number; status: 'Open' | 'Closed' },
      tx?: Executor,
    ) {
      return inTransaction(db, tx, async (t) => {
        await visibleProject(actor, input.projectId, t);
        providerOnly(actor, 'Billing periods are the provider’s: client users do not close or reopen them.');
        const today = utcToday();
        await extendBillingPeriods(t, { projectId: input.projectId, today });
        const change = await setPeriodStatus(t, input.projectId, input.id, input.status, today, actor);
        if (change) await history.note(t, actor, input.projectId, [change]);
        return billingPeriodsOf(t, input.projectId);
      });
    },

    /** Sets an open period's billing hours (staff only: billing is the provider's); answers the project's periods. */
    async setBillingHours(
      actor: Actor,
      input: { projectId: number; billingPeriodId: number; billingHours: string; chargeType?: string },
      tx?: Executor,
    ) {
      return inTransaction(db, tx, async (t) => {
        await visibleProject(actor, input.projectId, t);
        if (actor.userTypeId === CLIENT_USER_TYPE_ID) throw forbidden('Client users do not enter billing hours.');
        const change = await setPeriodHours(
          t,
          input.projectId,
          input.billingPeriodId,
          input.billingHours,
          actor,
          input.chargeType,
        );
        if (change) await history.note(t, actor, input.projectId, [change]);
        return billingPeriodsOf(t, input.projectId);
      });
    },

    /**
     * What the invoices module asks, in its transaction: a period invoiced as an invoice naming it
     * is approved (a 400 on billingPeriodId while it is open), closed again once none names it.
     */
    async markPeriodInvoiced(
      actor: Actor,
      input: { projectId: number; id: number; invoiced: boolean },
      tx?: Executor,
    ): Promise<void> {
      await inTransaction(db, tx, async (t) => {
        await visibleProject(actor, input.projectId, t);
        const change = await markPeriodInvoiced(t, input.projectId, input.id, input.invoiced, actor);
        if (change) await history.note(t, actor, input.projectId, [change]);
      });
    },

    /** The project's team (who has it on their Project Access list), for callers who see the project. */
    async team(actor: Actor, projectId: number, tx?: Executor) {
      const ex = tx ?? db;
      await visibleProject(actor, projectId, ex);
      return teams.members(actor, projectId, ex);
    },

    /** Users the caller may put on a project's team (the project form's Team field). */
    teamCandidates: (actor: Actor, q: { customerId?: number; searchTerm: string; selected: number[] }, tx?: Executor) =>
      teams.candidates(actor, q, tx),
  };
}
