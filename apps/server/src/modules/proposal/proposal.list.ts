import { proposalList } from '@freightdesk/contracts';
import { eq, sql } from 'drizzle-orm';
import { statusIdOf } from '../../platform/kit/statuses';
import { listQuery } from '../../platform/list/listQuery';
import { clients } from '../client/tables';
import { proposalLines, proposalStatus, proposals } from './proposal.table';

/** A proposal's total: the sum of its lines' amounts, exact. */
export const proposalTotal = sql<string>`(select coalesce(sum(${proposalLines.amount}), 0)::numeric(14,2)::text from ${proposalLines} where ${proposalLines.proposalId} = ${proposals.id})`;

/** The proposals list's SQL (the declaration is proposalList in the contracts). Proposals are not project-owned. */
export const proposalListQuery = listQuery({
  spec: proposalList,
  from: proposals,
  id: proposals.id,
  joins: {
    customer: { table: clients, on: eq(clients.id, proposals.customerId) },
  },
  columns: {
    number: { expr: proposals.number, sort: sql`lower(${proposals.number})` },
    customerName: {
      expr: clients.name,
      sort: sql`lower(${clients.name})`,
      joins: ['customer'],
      via: { local: proposals.customerId, table: clients, id: clients.id },
    },
    // Statuses sort in their declared order (Draft, Sent, ...), the enum's own.
    status: { expr: proposals.status },
    proposalDate: { expr: proposals.proposalDate },
    total: { expr: sql`${proposalTotal}::numeric` },
    modifiedAt: { expr: proposals.modifiedAt },
  },
  select: {
    id: proposals.id,
    number: proposals.number,
    customerId: proposals.customerId,
    customerName: clients.name,
    statusId: statusIdOf(proposals.status, proposalStatus),
    status: proposals.status,
    proposalDate: proposals.proposalDate,
    total: proposalTotal,
    projectId: proposals.projectId,
    modifiedAt: proposals.modifiedAt,
  },
  selectJoins: ['customer'],
  scope: () => undefined,
});
