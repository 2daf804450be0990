import {
  allows,
  clientTypeIds,
  type createProposalBody,
  type ExportFormat,
  PROPOSAL_ACCEPTED,
  type ProjectDetails,
  type ProposalDetails,
  type ProposalListColumn,
  projectStatuses,
  proposalList,
  proposalStatuses,
} from '@freightdesk/contracts';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Executor, inTransaction } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { isUniqueViolation } from '../../platform/dbErrors';
import { conflict, fieldError, forbidden, notFound } from '../../platform/errors';
import { EXPORT_BATCH_SIZE, exportFile } from '../../platform/export/exportFile';
import { audited, type NumberSequence, nextNumber, numberTaken, versionedUpdate } from '../../platform/kit';
import { exportColumnsOf } from '../../platform/list/listExport';
import type { ListFilter, ListRequest } from '../../platform/list/listQuery';
import { withIsoModified } from '../../platform/rows';
import { scopeOf } from '../../platform/scope';
import { companyFacts } from '../client';
import { proposalListQuery } from './proposal.list';
import { proposalOf, proposalOfProject } from './proposal.read';
import { proposalLines, proposals } from './proposal.table';

/** Q-1001 on: the number a proposal left blank gets. */
const PROPOSAL_NUMBERS: NumberSequence = { table: proposals, column: proposals.number, prefix: 'Q', floor: 1000 };

type ProposalInput = z.output<typeof createProposalBody>;

/** What converting a proposal uses of the projects module, in the caller's transaction (given by the app). */
export interface ProposalServiceDeps {
  db: Executor;
  createProject: (
    actor: Actor,
    input: {
      number: string;
      name: string;
      customerId: number;
      jobSiteId: number;
      billingClientId: null;
      thirdPartyClientId: null;
      statusId: number;
      typeId: null;
      projectManagerId: null;
      startDate: null;
      endDate: null;
    },
    tx: Executor,
  ) => Promise<ProjectDetails>;
  addStandardRates: (
    actor: Actor,
    input: { projectId: number; rates: { category: 'Services'; name: string; unit: string; rate: string }[] },
    tx: Executor,
  ) => Promise<unknown>;
}

/** The project status a converted proposal's project starts in. */
const ACTIVE_PROJECT_STATUS = projectStatuses.idOf('Active');

const trail = (p: ProposalDetails) => ({
  number: p.number,
  customer: p.customerName,
  jobSite: p.jobSiteName,
  description: p.description,
  status: p.status,
  proposalDate: p.proposalDate,
  validUntil: p.validUntil,
  projectId: p.projectId,
  lines: p.lines.map((l) => `${l.description}: ${l.quantity} ${l.unit} × ${l.rate} = ${l.amount}`),
  total: p.total,
});

async function checkRules(tx: Executor, input: ProposalInput) {
  const typeOf = async (id: number) => (await companyFacts(tx, id))?.typeId;
  if ((await typeOf(input.customerId)) !== clientTypeIds.customer) throw fieldError('customerId', 'Pick a customer.');
  if (input.jobSiteId !== null && (await typeOf(input.jobSiteId)) !== clientTypeIds.property) {
    throw fieldError('jobSiteId', 'Pick a job site (a property).');
  }
  if (!proposalStatuses.nameOf(input.statusId)) throw fieldError('statusId', 'This status does not exist.');
  if (input.validUntil && input.proposalDate && input.validUntil < input.proposalDate) {
    throw fieldError('validUntil', 'A proposal cannot expire before its date.');
  }
}

/** Replaces a proposal's lines, in one statement whatever their number. */
async function writeLines(tx: Executor, proposalId: number, lines: ProposalInput['lines']) {
  await tx.delete(proposalLines).where(eq(proposalLines.proposalId, proposalId));
  if (!lines.length) return;
  await tx.insert(proposalLines).values(
    lines.map((l) => ({
      proposalId,
      description: l.description,
      quantity: l.quantity,
      unit: l.unit,
      rate: l.rate,
      // Exact: numeric arithmetic in the database, rounded half away from zero to the cent.
      amount: sql`round(${l.quantity}::numeric * ${l.rate}::numeric, 2)`,
    })),
  );
}

const fields = (input: ProposalInput) => ({
  customerId: input.customerId,
  jobSiteId: input.jobSiteId,
  description: input.description,
  status: proposalStatuses.nameOf(input.statusId)!,
  proposalDate: input.proposalDate,
  validUntil: input.validUntil,
});

export function createProposalService({ db, createProject, addStandardRates }: ProposalServiceDeps) {
  const history = audited({ entity: 'proposal', read: (tx, _actor, id) => proposalOf(tx, id), trail });

  return {
    get: (_actor: Actor, id: number, tx?: Executor) => proposalOf(tx ?? db, id),
    /** The proposal a project the caller sees was converted from, if any (the project screen's link). */
    ofProject: (actor: Actor, projectId: number, tx?: Executor) =>
      proposalOfProject(tx ?? db, scopeOf(actor), projectId),

    async search(actor: Actor, q: ListRequest<ProposalListColumn>, tx?: Executor) {
      const page = await proposalListQuery.page(tx ?? db, scopeOf(actor), q);
      return { ...page, items: page.items.map(withIsoModified) };
    },

    export(actor: Actor, q: ListFilter<ProposalListColumn> & { format: ExportFormat }, tx?: Executor) {
      return exportFile({
        name: 'proposals',
        format: q.format,
        columns: exportColumnsOf(proposalList),
        batches: proposalListQuery.batches(tx ?? db, scopeOf(actor), q, EXPORT_BATCH_SIZE),
      });
    },

    async filteredColumns(_actor: Actor) {
      return proposalListQuery.columns();
    },

    async create(actor: Actor, input: ProposalInput, tx?: Executor) {
      return inTransaction(db, tx, (t) =>
        history.create(t, actor, async () => {
          await checkRules(t, input);
          const number = await nextNumber(t, PROPOSAL_NUMBERS, input.number);
          const [row] = await t
            .insert(proposals)
            .values({ ...fields(input), number, createdBy: actor.userName, modifiedBy: actor.userName })
            .returning({ id: proposals.id });
          await writeLines(t, row!.id, input.lines);
          return row!.id;
        }),
      ).catch(numberTaken('proposal'));
    },

    async update(actor: Actor, input: ProposalInput & { id: number; version: number }, tx?: Executor) {
      return inTransaction(db, tx, (t) =>
        history.update(t, actor, input.id, async () => {
          await checkRules(t, input);
          await versionedUpdate(
            t,
            proposals,
            input,
            { ...fields(input), number: input.number },
            { by: actor, noun: 'proposal' },
          );
          await writeLines(t, input.id, input.lines);
        }),
      ).catch(numberTaken('proposal'));
    },

    async remove(actor: Actor, id: number, tx?: Executor): Promise<null> {
      await inTransaction(db, tx, async (t) => {
        // Taken first, so that a conversion at the same moment waits, and then finds it gone.
        await proposalOf(t, id, true);
        await history.remove(t, actor, id, async (before) => {
          if (before.projectId) throw conflict(`Proposal ${before.number} became a project and cannot be deleted.`);
          await t.delete(proposals).where(eq(proposals.id, id));
        });
      });
      return null;
    },

    /**
     * An accepted proposal becomes a project in one transaction: the project (its customer and job
     * site), its lines as the project's standard rates, and the link both ways. Once only: the
     * proposal is locked while it converts, and a second conversion, even at the same moment, is a 409.
     */
    async convert(actor: Actor, id: number, tx?: Executor): Promise<ProjectDetails> {
      // The route needs Project:Create; a caller who cannot see proposals finds none.
      if (!allows(actor.scope, 'Proposal:View')) throw notFound('Proposal');
      if (!allows(actor.scope, 'Proposal:Update')) {
        throw forbidden('Turning a proposal into a project needs Proposal:Update.');
      }
      return inTransaction(db, tx, async (t) => {
        const p = await proposalOf(t, id, true);
        if (p.projectId) throw conflict(`Proposal ${p.number} has already become a project.`);
        if (p.status !== PROPOSAL_ACCEPTED)
          throw conflict(`Only an accepted proposal becomes a project; ${p.number} is ${p.status}.`);
        if (p.jobSiteId === null)
          throw fieldError('jobSiteId', 'Give the proposal a job site before it becomes a project.');
        const project = await createProject(
          actor,
          {
            number: '',
            name: p.description.slice(0, 200),
            customerId: p.customerId,
            jobSiteId: p.jobSiteId,
            billingClientId: null,
            thirdPartyClientId: null,
            statusId: ACTIVE_PROJECT_STATUS,
            typeId: null,
            projectManagerId: null,
            startDate: null,
            endDate: null,
          },
          t,
        );
        const rates = p.lines.map((l) => ({
          category: 'Services' as const,
          name: l.description.slice(0, 100),
          unit: l.unit || 'each',
          rate: l.rate,
        }));
        if (rates.length) await addStandardRates(actor, { projectId: project.id, rates }, t);
        await versionedUpdate(t, proposals, { id }, { projectId: project.id }, { by: actor, noun: 'proposal' });
        await history.note(t, actor, id, [{ field: 'projectId', before: null, after: project.id }]);
        return project;
      }).catch((err) => {
        // The unique index is the last word when two conversions race past the lock (it cannot, but the index holds).
        if (isUniqueViolation(err)) throw conflict('This proposal has already become a project.');
        throw err;
      });
    },
  };
}
export type ProposalService = ReturnType<typeof createProposalService>;
