import { type CreditNoteDetails, creditNoteList } from '@freightdesk/contracts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { notFound } from '../../platform/errors';
import { listQuery } from '../../platform/list/listQuery';
import type { DataScope } from '../../platform/scope';
import { charges } from '../charge/tables';
import { projectInScope } from '../project';
import { projects } from '../project/tables';
import { creditNoteLines, creditNotes, invoices } from './invoice.table';

/** What a credit note takes off (negative), to the cent. */
export const creditNoteAmount = sql<string>`(select coalesce(sum(${creditNoteLines.amount}), 0)::numeric(20, 2)::text
  from ${creditNoteLines} where ${creditNoteLines.creditNoteId} = ${creditNotes.id})`;
const exported = sql<boolean>`(${creditNotes.exportedAt} is not null)`;
const invoiceNumber = sql<string>`coalesce(${invoices.number}, '')`;

/** The credit notes list (the declaration is creditNoteList in the contracts); a client user's only of their projects. */
export const creditNoteListQuery = listQuery({
  spec: creditNoteList,
  from: creditNotes,
  id: creditNotes.id,
  joins: {
    invoice: { table: invoices, on: eq(invoices.id, creditNotes.invoiceId) },
    project: { table: projects, on: eq(projects.id, creditNotes.projectId) },
  },
  columns: {
    number: { expr: creditNotes.number },
    invoiceNumber: { expr: invoiceNumber, joins: ['invoice'] },
    projectNumber: { expr: projects.number, joins: ['project'] },
    invoiceId: { expr: creditNotes.invoiceId },
    billToName: { expr: sql`coalesce(${invoices.billToName}, '')`, joins: ['invoice'] },
    creditDate: { expr: creditNotes.creditDate },
    reason: { expr: creditNotes.reason },
    amount: { expr: creditNoteAmount },
    exported: { expr: exported },
  },
  select: {
    id: creditNotes.id,
    number: creditNotes.number,
    invoiceId: creditNotes.invoiceId,
    invoiceNumber,
    projectNumber: projects.number,
    billToName: sql<string | null>`${invoices.billToName}`,
    creditDate: creditNotes.creditDate,
    reason: creditNotes.reason,
    amount: creditNoteAmount,
    exported,
  },
  selectJoins: ['invoice', 'project'],
  parents: { invoice: (id) => eq(creditNotes.invoiceId, id) },
  // Credit notes are only of billed invoices, which a client user of the project sees.
  scope: (scope) => projectInScope(scope, creditNotes.projectId),
});

/** One credit note the caller sees, with its lines (404 otherwise). */
export async function creditNoteOf(ex: Executor, scope: DataScope, id: number): Promise<CreditNoteDetails> {
  const [row] = await ex
    .select({
      note: creditNotes,
      invoiceNumber,
      billToName: invoices.billToName,
      billToAddress: invoices.billToAddress,
      projectNumber: projects.number,
      amount: creditNoteAmount,
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .innerJoin(projects, eq(projects.id, creditNotes.projectId))
    .where(and(eq(creditNotes.id, id), projectInScope(scope, creditNotes.projectId)));
  if (!row) throw notFound('Credit note');
  const lines = await ex
    .select({
      id: creditNoteLines.id,
      chargeId: creditNoteLines.chargeId,
      description: sql<string>`trim(${charges.type} || ' ' || ${charges.description})`,
      category: sql<string>`${charges.category}::text`,
      amount: sql<string>`${creditNoteLines.amount}::text`,
      rebilledChargeId: creditNoteLines.rebilledChargeId,
    })
    .from(creditNoteLines)
    .innerJoin(charges, eq(charges.id, creditNoteLines.chargeId))
    .where(eq(creditNoteLines.creditNoteId, id))
    .orderBy(asc(creditNoteLines.id));
  const n = row.note;
  return {
    id: n.id,
    number: n.number,
    invoiceId: n.invoiceId,
    invoiceNumber: row.invoiceNumber,
    projectId: n.projectId,
    projectNumber: row.projectNumber,
    billToName: row.billToName,
    billToAddress: row.billToAddress ?? '',
    creditDate: n.creditDate,
    reason: n.reason,
    amount: row.amount,
    exported: n.exportedAt !== null,
    exportedAt: n.exportedAt?.toISOString() ?? null,
    lines,
    createdAt: n.createdAt.toISOString(),
    createdBy: n.createdBy,
    modifiedAt: n.modifiedAt.toISOString(),
    modifiedBy: n.modifiedBy,
    version: n.version,
  };
}

/** Each charge of an invoice with what its credit notes have taken off it so far (a positive figure). */
export function chargesToCredit(ex: Executor, invoiceId: number) {
  return ex
    .select({
      id: charges.id,
      category: sql<string>`${charges.category}::text`,
      type: charges.type,
      description: charges.description,
      amount: sql<string>`${charges.amount}::text`,
      credited: sql<string>`coalesce(-sum(${creditNoteLines.amount}), 0)::numeric(20, 2)::text`,
      left: sql<string>`(${charges.amount} + coalesce(sum(${creditNoteLines.amount}), 0))::numeric(20, 2)::text`,
    })
    .from(charges)
    .leftJoin(creditNoteLines, eq(creditNoteLines.chargeId, charges.id))
    .where(eq(charges.invoiceId, invoiceId))
    .groupBy(charges.id)
    .orderBy(asc(charges.id));
}

/** A credit note as the books are sent it: the customer's credit against an invoice, a line per charge credited. */
export interface CreditNoteForBooks {
  id: number;
  number: string;
  projectId: number;
  customer: string;
  invoiceNumber: string;
  creditDate: string;
  reason: string;
  lines: { category: string; type: string; description: string; amount: string }[];
}

/**
 * The credit notes the caller sees that the accounting system does not have yet, locked until
 * the caller's transaction marks them exported, each with its lines as positive amounts (`only`:
 * these alone).
 */
export async function creditNotesForBooks(
  ex: Executor,
  scope: DataScope,
  only?: number[],
): Promise<CreditNoteForBooks[]> {
  const taken = await ex
    .select({
      id: creditNotes.id,
      number: creditNotes.number,
      projectId: creditNotes.projectId,
      customer: sql<string>`coalesce(${invoices.billToName}, '')`,
      invoiceNumber: sql<string>`coalesce(${invoices.number}, '')`,
      creditDate: creditNotes.creditDate,
      reason: creditNotes.reason,
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(
      and(
        isNull(creditNotes.exportedAt),
        projectInScope(scope, creditNotes.projectId),
        only ? inArray(creditNotes.id, only) : undefined,
      ),
    )
    .orderBy(creditNotes.number)
    .for('update', { of: creditNotes });
  if (!taken.length) return [];
  const lines = await ex
    .select({
      creditNoteId: creditNoteLines.creditNoteId,
      category: charges.category,
      type: charges.type,
      description: charges.description,
      amount: sql<string>`(-${creditNoteLines.amount})::numeric(20, 2)::text`,
    })
    .from(creditNoteLines)
    .innerJoin(charges, eq(charges.id, creditNoteLines.chargeId))
    .where(
      inArray(
        creditNoteLines.creditNoteId,
        taken.map((n) => n.id),
      ),
    )
    .orderBy(creditNoteLines.id);
  return taken.map((n) => ({
    ...n,
    lines: lines.filter((l) => l.creditNoteId === n.id).map(({ creditNoteId: _, ...l }) => l),
  }));
}
