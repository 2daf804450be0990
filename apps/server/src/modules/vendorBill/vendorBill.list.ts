import { vendorBillList } from '@freightdesk/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { statusIdOf } from '../../platform/kit';
import { listQuery } from '../../platform/list/listQuery';
import { clients } from '../client/tables';
import { projectInScope } from '../project';
import { projects } from '../project/tables';
import { clientSeesNone } from './vendorBill.rules';
import { vendorBillStatus, vendorBills } from './vendorBill.table';

const exported = sql<boolean>`(${vendorBills.exportedAt} is not null)`;
const amount = sql<string>`${vendorBills.amount}::text`;

/** The vendor bills list's SQL (the declaration is vendorBillList in the contracts). */
export const vendorBillListQuery = listQuery({
  spec: vendorBillList,
  from: vendorBills,
  id: vendorBills.id,
  joins: {
    project: { table: projects, on: eq(projects.id, vendorBills.projectId) },
    vendor: { table: clients, on: eq(clients.id, vendorBills.vendorId) },
  },
  columns: {
    number: { expr: vendorBills.number, sort: sql`lower(${vendorBills.number})` },
    billNumber: { expr: vendorBills.billNumber, sort: sql`lower(${vendorBills.billNumber})` },
    vendorName: {
      expr: clients.name,
      sort: sql`lower(${clients.name})`,
      joins: ['vendor'],
      via: { local: vendorBills.vendorId, table: clients, id: clients.id },
    },
    projectNumber: {
      expr: projects.number,
      sort: sql`lower(${projects.number})`,
      joins: ['project'],
      via: { local: vendorBills.projectId, table: projects, id: projects.id },
    },
    projectId: { expr: vendorBills.projectId },
    billDate: { expr: vendorBills.billDate },
    dueDate: { expr: vendorBills.dueDate },
    status: { expr: vendorBills.status },
    match: { expr: vendorBills.match },
    amount: { expr: vendorBills.amount },
    exported: { expr: exported },
    modifiedAt: { expr: vendorBills.modifiedAt },
  },
  select: {
    id: vendorBills.id,
    number: vendorBills.number,
    billNumber: vendorBills.billNumber,
    vendorId: vendorBills.vendorId,
    vendorName: clients.name,
    projectId: vendorBills.projectId,
    projectNumber: projects.number,
    billDate: vendorBills.billDate,
    dueDate: vendorBills.dueDate,
    statusId: statusIdOf(vendorBills.status, vendorBillStatus),
    status: vendorBills.status,
    match: vendorBills.match,
    amount,
    exported,
    modifiedAt: vendorBills.modifiedAt,
  },
  selectJoins: ['project', 'vendor'],
  parents: {
    project: (id) => eq(vendorBills.projectId, id),
  },
  scope: (scope) => and(projectInScope(scope, vendorBills.projectId), clientSeesNone(scope))!,
});
