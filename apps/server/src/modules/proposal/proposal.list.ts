import { proposalList } from '@freightdesk/contracts';
import { eq, sql } from 'drizzle-orm';
import { listQuery } from '../../platform/list/listQuery';
import { clients } from '../client';
import { proposalStatuses } from '../lookup';
import { proposalLines, proposals } from './proposal.table';

/** A proposal's total: the sum of its lines' amounts, exact. */
export const proposalTotal = sql<string>`(select coalesce(sum(${proposalLines.amount}), 0)::numeric(14,2)::text from ${proposalLines} where ${proposalLines.proposalId} = ${proposals.id})`;

/** The proposals list's SQL (the declaration is proposalList in the contracts). Proposals are not project-owned. */
export const proposalListQuery = listQuery({
  spec: proposalList,
  from: proposals,
  id: proposals.id,
  joins: {
    customer: { table: clients, on: eq(clients.id, proposals.customerId) },
    status: { table: proposalStatuses, on: eq(proposalStatuses.id, proposals.statusId) },
  },
  columns: {
    number: { expr: proposals.number, sort: sql`lower(${proposals.number})` },
    customerName: {
      expr: clients.name,
      sort: sql`lower(${clients.name})`,
      joins: ['customer'],
      via: { local: proposals.customerId, table: clients, id: clients.id },
    },
    status: {
      expr: proposalStatuses.name,
      sort: proposals.statusId,
      joins: ['status'],
      via: { local: proposals.statusId, table: proposalStatuses, id: proposalStatuses.id },
    },
    proposalDate: { expr: proposals.proposalDate },
    total: { expr: sql`${proposalTotal}::numeric` },
    modifiedAt: { expr: proposals.modifiedAt },
  },
  select: {
    id: proposals.id,
    number: proposals.number,
    customerId: proposals.customerId,
    customerName: clients.name,
    statusId: proposals.statusId,
    status: proposalStatuses.name,
    proposalDate: proposals.proposalDate,
    total: proposalTotal,
    projectId: proposals.projectId,
    modifiedAt: proposals.modifiedAt,
  },
  selectJoins: ['customer', 'status'],
  scope: () => undefined,
});
