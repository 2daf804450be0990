import { billedStatuses, COST_CATEGORY } from '@freightdesk/contracts';
import { and, between, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type ReportSource, type ResolvedFilters, reportFields } from '../../platform/report/reportQuery';
import type { DataScope } from '../../platform/scope';
import { charges } from '../charge/tables';
import { clients } from '../client/tables';
import {
  agingBuckets,
  amountNumeric,
  balanceNumeric,
  creditedNumeric,
  invoiceScope,
  openBalances,
  paidNumeric,
} from '../invoice';
import { invoices } from '../invoice/tables';
import { projectInScope } from '../project';
import { billingPeriods, projects } from '../project/tables';
import { vendorBills } from '../vendorBill/tables';
import { ofProjects } from './report.projects.read';

/** Billed invoices dated in the period that the caller sees (a client's: billed to them). */
const billedIn = (scope: DataScope, f: ResolvedFilters) =>
  and(
    inArray(invoices.status, [...billedStatuses]),
    between(invoices.invoiceDate, f.from, f.to),
    projectInScope(scope, invoices.projectId),
    invoiceScope(scope),
    f.clientId === undefined ? undefined : eq(invoices.billToId, f.clientId),
  );

/** Billed invoices dated in the period, of the projects the caller sees, with what each came to and owes. */
export const invoiceRegisterRows: ReportSource = (ex, scope, f) =>
  ex
    .select(
      reportFields({
        rowId: invoices.id,
        invoiceId: invoices.id,
        invoiceNumber: invoices.number,
        invoiceDate: invoices.invoiceDate,
        dueDate: invoices.dueDate,
        status: invoices.status,
        projectId: projects.id,
        projectNumber: projects.number,
        billToName: sql`coalesce(${invoices.billToName}, ${clients.name})`,
        amount: amountNumeric,
        credited: creditedNumeric,
        paid: paidNumeric,
        balance: balanceNumeric,
      }),
    )
    .from(invoices)
    .innerJoin(projects, eq(projects.id, invoices.projectId))
    .leftJoin(clients, eq(clients.id, invoices.billToId))
    .where(and(billedIn(scope, f), f.projectId === undefined ? undefined : eq(invoices.projectId, f.projectId)))
    .$dynamic();

/** What each bill-to owes on `asOf`, by days past due: the aging screen's figures, as a report. */
export const receivablesAgingRows: ReportSource = (ex, scope, f) => {
  const open = openBalances(ex, scope, f.asOf);
  return ex
    .select(
      reportFields({
        rowId: sql`coalesce(${open.billToId}, 0)`,
        billToName: sql`max(${open.billToName})`,
        invoices: sql`count(*)`,
        ...agingBuckets(open),
      }),
    )
    .from(open)
    .where(ne(open.balance, '0'))
    .groupBy(open.billToId)
    .$dynamic();
};

const byCategory = (category: string) =>
  sql`coalesce(sum(${charges.amount}) filter (where ${charges.category} = ${category}), 0)`;

/** Confirmed charges no invoice has taken, of the projects the caller sees, by project and category. */
export const unbilledWorkRows: ReportSource = (ex, scope, f) =>
  ex
    .select(
      reportFields({
        rowId: projects.id,
        projectId: projects.id,
        projectNumber: projects.number,
        projectName: projects.name,
        clientName: sql`max(${clients.name})`,
        charges: sql`count(*)`,
        oldest: sql`min(${charges.chargeDate})`,
        freight: byCategory('Freight'),
        services: byCategory('Services'),
        warehouse: byCategory('Warehouse'),
        other: byCategory('Other'),
        total: sql`sum(${charges.amount})`,
      }),
    )
    .from(charges)
    .innerJoin(projects, eq(projects.id, charges.projectId))
    .leftJoin(clients, eq(clients.id, projects.customerId))
    .where(
      and(
        isNull(charges.invoiceId),
        eq(charges.state, 'Confirmed'),
        ne(charges.category, COST_CATEGORY),
        ofProjects(scope, f, charges.projectId),
      ),
    )
    .groupBy(projects.id)
    .$dynamic();

const month = sql`to_char(${invoices.invoiceDate}::date, 'YYYY-MM')`;

/** Billed invoices dated in the period, by bill-to and month: invoiced, credited, and the difference. */
export const revenueByClientRows: ReportSource = (ex, scope, f) =>
  ex
    .select(
      reportFields({
        rowId: sql`min(${invoices.id})`,
        month,
        billToName: sql`max(coalesce(${invoices.billToName}, ${clients.name}))`,
        invoices: sql`count(*)`,
        amount: sql`sum(${amountNumeric})`,
        credited: sql`sum(${creditedNumeric})`,
        revenue: sql`sum(${amountNumeric} - ${creditedNumeric})`,
      }),
    )
    .from(invoices)
    .leftJoin(clients, eq(clients.id, invoices.billToId))
    .where(billedIn(scope, f))
    .groupBy(month, invoices.billToId)
    .$dynamic();

const vendor = alias(clients, 'report_vendor');
const billAge = (asOf: string) => sql`(${asOf}::date - ${vendorBills.billDate}::date)`;
const aged = (asOf: string, range: SQL) =>
  sql`coalesce(sum(${vendorBills.amount}) filter (where ${billAge(asOf)} ${range}), 0)`;

/** The vendor-bill queue (pending bills) of the projects the caller sees, by vendor and the age of each bill. */
export const vendorBillAgingRows: ReportSource = (ex, scope, f) =>
  ex
    .select(
      reportFields({
        rowId: vendorBills.vendorId,
        vendorName: sql`max(${vendor.name})`,
        bills: sql`count(*)`,
        days0to30: aged(f.asOf, sql`<= 30`),
        days31to60: aged(f.asOf, sql`between 31 and 60`),
        days61to90: aged(f.asOf, sql`between 61 and 90`),
        over90: aged(f.asOf, sql`> 90`),
        total: sql`sum(${vendorBills.amount})`,
      }),
    )
    .from(vendorBills)
    .leftJoin(vendor, eq(vendor.id, vendorBills.vendorId))
    .where(
      and(
        eq(vendorBills.status, 'Pending'),
        projectInScope(scope, vendorBills.projectId),
        f.projectId === undefined ? undefined : eq(vendorBills.projectId, f.projectId),
      ),
    )
    .groupBy(vendorBills.vendorId)
    .$dynamic();

/** Each billing period starting in the range, of the projects the caller sees, with its confirmed warehouse charges. */
export const storageBilledRows: ReportSource = (ex, scope, f) => {
  const ofPeriod = sql`${charges.billingPeriodId} = ${billingPeriods.id} and ${charges.warehouse} and ${charges.state} = 'Confirmed'`;
  return ex
    .select(
      reportFields({
        rowId: billingPeriods.id,
        projectId: projects.id,
        projectNumber: projects.number,
        clientName: clients.name,
        periodStart: billingPeriods.startDate,
        periodEnd: billingPeriods.endDate,
        periodStatus: billingPeriods.status,
        charges: sql`(select count(*) from ${charges} where ${ofPeriod})`,
        billed: sql`(select coalesce(sum(${charges.amount}), 0) from ${charges} where ${ofPeriod})`,
        invoiced: sql`(select coalesce(sum(${charges.amount}), 0) from ${charges} where ${ofPeriod} and ${charges.invoiceId} is not null)`,
      }),
    )
    .from(billingPeriods)
    .innerJoin(projects, eq(projects.id, billingPeriods.projectId))
    .leftJoin(clients, eq(clients.id, projects.customerId))
    .where(and(between(billingPeriods.startDate, f.from, f.to), ofProjects(scope, f, billingPeriods.projectId)))
    .$dynamic();
};
