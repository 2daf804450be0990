import type { ProposalDetails } from '@freightdesk/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { preparedRead } from '../../db/preparedRead';
import { notFound } from '../../platform/errors';
import { statusIdOf } from '../../platform/kit/statuses';
import type { DataScope } from '../../platform/scope';
import { clients } from '../client/tables';
import { projectInScope } from '../project';
import { proposalTotal } from './proposal.list';
import { proposalLines, proposalStatus, proposals } from './proposal.table';

/** One proposal with the names it refers to; `lock` takes its row, so two conversions take turns. */
const proposalById = preparedRead(
  (ex, lock: boolean) => {
    const q = ex
      .select({
        p: proposals,
        customerName: clients.name,
        statusId: statusIdOf(proposals.status, proposalStatus),
        total: proposalTotal,
        jobSiteName: sql<string | null>`(select name from clients s where s.id = ${proposals.jobSiteId})`,
      })
      .from(proposals)
      .innerJoin(clients, eq(clients.id, proposals.customerId))
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

/**
 * A proposal as its screen shows it, its lines included; a 404 when there is none. Proposals are
 * not project-owned: whoever holds Proposal:View sees them all (client users never hold it).
 */
export async function proposalOf(ex: Executor, id: number, lock = false): Promise<ProposalDetails> {
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
    statusId: row.statusId,
    status: p.status,
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

/** The proposal a project the scope sees was converted from, if any: the project screen's link back to it. */
export async function proposalOfProject(ex: Executor, scope: DataScope, projectId: number) {
  const [row] = await ex
    .select({ id: proposals.id, number: proposals.number })
    .from(proposals)
    .where(and(eq(proposals.projectId, projectId), projectInScope(scope, proposals.projectId)));
  return row ?? null;
}
