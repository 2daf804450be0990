import {
  allows,
  clientTypeIds,
  type createProposalBody,
  type ExportFormat,
  PROPOSAL_ACCEPTED,
  type ProjectDetails,
  type ProposalDetails,
  type ProposalListColumn,
  proposalList,
} from '@freightdesk/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Executor, inTransaction } from '../../db/executor';
import { preparedRead } from '../../db/preparedRead';
import { changesOf, recordAudit } from '../../platform/audit/audit';
import type { Actor } from '../../platform/auth/actor';
import { isUniqueViolation } from '../../platform/dbErrors';
import { conflict, fieldError, forbidden, notFound } from '../../platform/errors';
import { EXPORT_BATCH_SIZE, exportFile } from '../../platform/export/exportFile';
import { type NumberSequence, nextNumber } from '../../platform/kit';
import { exportColumnsOf } from '../../platform/list/listExport';
import type { ListFilter, ListRequest } from '../../platform/list/listQuery';
import { withIsoModified } from '../../platform/rows';
import { FULL_SCOPE } from '../../platform/scope';
import { clients } from '../client';
import { proposalStatuses } from '../lookup';
import { proposalListQuery, proposalTotal } from './proposal.list';
import { proposalLines, proposals } from './proposal.table';

/** Q-1001 on: the number a proposal left blank gets. */
const PROPOSAL_NUMBERS: NumberSequence = { table: proposals, column: proposals.number, prefix: 'Q', floor: 1000 };

type ProposalInput = z.output<typeof createProposalBody>;

/** What converting a proposal uses of the projects module, in the caller's transaction. */
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
    projectId: number,
    rates: { category: 'Services'; name: string; unit: string; rate: string }[],
    tx: Executor,
  ) => Promise<void>;
}

/** The project status a converted proposal's project starts in. */
const ACTIVE_PROJECT_STATUS = 2;

const audited = (p: ProposalDetails) => ({
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

/** One proposal with the names it refers to; `lock` takes its row, so two conversions take turns. */
const proposalById = preparedRead(
  (ex, lock: boolean) => {
    const q = ex
      .select({
        p: proposals,
        customerName: clients.name,
        status: proposalStatuses.name,
        total: proposalTotal,
        jobSiteName: sql<string | null>`(select name from clients s where s.id = ${proposals.jobSiteId})`,
      })
      .from(proposals)
      .innerJoin(clients, eq(clients.id, proposals.customerId))
      .innerJoin(proposalStatuses, eq(proposalStatuses.id, proposals.statusId))
      .where(eq(proposals.id, sql.placeholder('id')));
    return (lock ? q.for('update', { of: proposals }) : q).prepare('');
  },
  (lock) => String(lock),
);

/** A proposal's lines in entry order. */
const linesByProposal = preparedRead((ex) =>
  ex
    .select({
      id: proposalLines.id,
      description: proposalLines.description,
      quantity: proposalLines.quantity,
      unit: proposalLines.unit,
      rate: proposalLines.rate,
      amount: proposalLines.amount,
    })
    .from(proposalLines)
    .where(eq(proposalLines.proposalId, sql.placeholder('id')))
    .orderBy(asc(proposalLines.id))
    .prepare(''),
);

export function createProposalService({ db, createProject, addStandardRates }: ProposalServiceDeps) {
  async function details(ex: Executor, id: number, lock = false): Promise<ProposalDetails> {
    const [row] = await proposalById(ex, lock).execute({ id });
    if (!row) throw notFound('Proposal');
    const lines = await linesByProposal(ex).execute({ id });
    const { p } = row;
    return {
      id: p.id,
      number: p.number,
      customerId: p.customerId,
      customerName: row.customerName,
      jobSiteId: p.jobSiteId,
      jobSiteName: row.jobSiteName,
      description: p.description,
      statusId: p.statusId,
      status: row.status,
      proposalDate: p.proposalDate,
      validUntil: p.validUntil,
      projectId: p.projectId,
      lines,
      total: row.total,
      createdAt: p.createdAt.toISOString(),
      createdBy: p.createdBy,
      modifiedAt: p.modifiedAt.toISOString(),
      modifiedBy: p.modifiedBy,
      version: p.version,
    };
  }

  async function checkRules(tx: Executor, input: ProposalInput) {
    const typeOf = async (id: number) =>
      (await tx.select({ typeId: clients.typeId }).from(clients).where(eq(clients.id, id)))[0]?.typeId;
    if ((await typeOf(input.customerId)) !== clientTypeIds.customer) throw fieldError('customerId', 'Pick a customer.');
    if (input.jobSiteId !== null && (await typeOf(input.jobSiteId)) !== clientTypeIds.property) {
      throw fieldError('jobSiteId', 'Pick a job site (a property).');
    }
    const [status] = await tx.select().from(proposalStatuses).where(eq(proposalStatuses.id, input.statusId));
    if (!status) throw fieldError('statusId', 'This status does not exist.');
    if (input.validUntil && input.proposalDate && input.validUntil < input.proposalDate) {
      throw fieldError('validUntil', 'A proposal cannot expire before its date.');
    }
  }

  async function writeLines(tx: Executor, proposalId: number, lines: ProposalInput['lines']) {
    await tx.delete(proposalLines).where(eq(proposalLines.proposalId, proposalId));
    for (const l of lines) {
      await tx.insert(proposalLines).values({
        proposalId,
        description: l.description,
        quantity: l.quantity,
        unit: l.unit,
        rate: l.rate,
        // Exact: numeric arithmetic in the database, rounded half away from zero to the cent.
        amount: sql`round(${l.quantity}::numeric * ${l.rate}::numeric, 2)`,
      });
    }
  }

  function numberTaken(err: unknown): never {
    if (isUniqueViolation(err)) throw fieldError('number', 'This proposal number is already used.');
    throw err;
  }

  const fields = (input: ProposalInput) => ({
    customerId: input.customerId,
    jobSiteId: input.jobSiteId,
    description: input.description,
    statusId: input.statusId,
    proposalDate: input.proposalDate,
    validUntil: input.validUntil,
  });

  const listItem = <T extends { modifiedAt: Date }>(r: T) => withIsoModified(r);

  return {
    get: (_actor: Actor, id: number) => details(db, id),

    async search(_actor: Actor, q: ListRequest<ProposalListColumn>) {
      const page = await proposalListQuery.page(db, FULL_SCOPE, q);
      return { ...page, items: page.items.map(listItem) };
    },

    export(_actor: Actor, q: ListFilter<ProposalListColumn> & { format: ExportFormat }) {
      return exportFile({
        name: 'proposals',
        format: q.format,
        columns: exportColumnsOf(proposalList),
        batches: proposalListQuery.batches(db, FULL_SCOPE, q, EXPORT_BATCH_SIZE),
      });
    },

    async filteredColumns() {
      const statuses = await db
        .select({ value: proposalStatuses.name, label: proposalStatuses.name })
        .from(proposalStatuses)
        .orderBy(asc(proposalStatuses.id));
      return proposalListQuery.columns({ status: statuses });
    },

    async create(actor: Actor, input: ProposalInput) {
      return inTransaction(db, undefined, async (tx) => {
        await checkRules(tx, input);
        const number = await nextNumber(tx, PROPOSAL_NUMBERS, input.number);
        const [row] = await tx
          .insert(proposals)
          .values({ ...fields(input), number, createdBy: actor.userName, modifiedBy: actor.userName })
          .returning({ id: proposals.id });
        await writeLines(tx, row!.id, input.lines);
        const created = await details(tx, row!.id);
        await recordAudit(tx, actor, 'proposal', created.id, 'create', changesOf(null, audited(created)));
        return created;
      }).catch(numberTaken);
    },

    async update(actor: Actor, input: ProposalInput & { id: number; version: number }) {
      return inTransaction(db, undefined, async (tx) => {
        const before = await details(tx, input.id);
        await checkRules(tx, input);
        const rows = await tx
          .update(proposals)
          .set({
            ...fields(input),
            number: input.number,
            modifiedBy: actor.userName,
            modifiedAt: new Date(),
            version: sql`${proposals.version} + 1`,
          })
          .where(sql`${proposals.id} = ${input.id} and ${proposals.version} = ${input.version}`)
          .returning({ id: proposals.id });
        if (!rows.length)
          throw conflict('This proposal was changed by someone else since you opened it. Reload to see the changes.');
        await writeLines(tx, input.id, input.lines);
        const after = await details(tx, input.id);
        await recordAudit(tx, actor, 'proposal', input.id, 'update', changesOf(audited(before), audited(after)));
        return after;
      }).catch(numberTaken);
    },

    async remove(actor: Actor, id: number): Promise<null> {
      await inTransaction(db, undefined, async (tx) => {
        const before = await details(tx, id, true);
        if (before.projectId) throw conflict(`Proposal ${before.number} became a project and cannot be deleted.`);
        await tx.delete(proposals).where(eq(proposals.id, id));
        await recordAudit(tx, actor, 'proposal', id, 'delete', changesOf(audited(before), null));
      });
      return null;
    },

    /**
     * An accepted proposal becomes a project in one transaction: the project (its customer and job
     * site), its lines as the project's standard rates, and the link both ways. Once only: the
     * proposal is locked while it converts, and a second conversion, even at the same moment, is a 409.
     */
    async convert(actor: Actor, id: number): Promise<ProjectDetails> {
      // The route needs Project:Create; a caller who cannot see proposals finds none.
      if (!allows(actor.scope, 'Proposal:View')) throw notFound('Proposal');
      if (!allows(actor.scope, 'Proposal:Update')) {
        throw forbidden('Turning a proposal into a project needs Proposal:Update.');
      }
      return inTransaction(db, undefined, async (tx) => {
        const p = await details(tx, id, true);
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
          tx,
        );
        await addStandardRates(
          actor,
          project.id,
          p.lines.map((l) => ({
            category: 'Services',
            name: l.description.slice(0, 100),
            unit: l.unit || 'each',
            rate: l.rate,
          })),
          tx,
        );
        await tx
          .update(proposals)
          .set({
            projectId: project.id,
            modifiedBy: actor.userName,
            modifiedAt: new Date(),
            version: sql`${proposals.version} + 1`,
          })
          .where(eq(proposals.id, id));
        await recordAudit(tx, actor, 'proposal', id, 'update', [
          { field: 'projectId', before: null, after: project.id },
        ]);
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
