import {
  createVendorBillBody,
  type PoItem,
  updateVendorBillBody,
  type VendorBillCategory,
  type VendorBillDetails,
  type VendorBillException,
  type VendorBillStatus,
  vendorBillLineInput,
  vendorBillStatuses,
  vendorBillUpdateBodyOf,
} from '@freightdesk/contracts';
import { z } from 'zod';
import type { FormValues } from '../../components/form';
import { today } from '../../lib/dates';
import { compareDecimals, formatNumber, multiplyDecimals, sumDecimals } from '../../lib/numbers';

export type VendorBillFormMode = 'create' | 'edit';

/** A bill's line as its grid holds it: a key of its own and its amount, worked out exactly. */
export type LineRow = z.output<typeof vendorBillLineInput> & { key: string; amount: string };
/** The contract's line schema validates a line as it is committed; its key and amount are not sent. */
export const lineRowSchema = vendorBillLineInput.extend({ key: z.string(), amount: z.string() });

/** The contract's own schemas validate the form (docs/style.md: never a second schema in the form). */
export const vendorBillFormSchema = (
  mode: VendorBillFormMode,
): typeof createVendorBillBody | typeof updateVendorBillBody =>
  mode === 'create' ? createVendorBillBody : updateVendorBillBody;

/** What the form holds: the create or update body, its lines as their grid holds them. */
export type VendorBillFormValues = FormValues<ReturnType<typeof vendorBillFormSchema>, { lines: LineRow[] }>;

/** A line's amount as the server works it out: quantity × unit price, to the cent. */
export const amountOf = (line: { quantity: unknown; unitPrice: unknown }) =>
  multiplyDecimals(line.quantity, line.unitPrice) ?? '';

/** What the bill comes to: its lines' amounts added exactly. */
export const totalOf = (lines: readonly { quantity: unknown; unitPrice: unknown }[]) =>
  sumDecimals(lines.map(amountOf));

/** A percentage as a fraction, exactly: "15" → "0.15", "7.5" → "0.075". */
function fractionOf(percent: string): string {
  const [whole = '0', decimals = ''] = percent.split('.');
  const digits = `${whole.padStart(3, '0')}${decimals}`;
  return `${digits.slice(0, -2 - decimals.length) || '0'}.${digits.slice(-2 - decimals.length)}`;
}

/**
 * What an approved freight bill passes through to the client: the amount plus the markup, to the
 * cent (the server's amount × (100 + markup) / 100); null without a valid markup.
 */
export function withMarkup(amount: string, markupPercent: string | null | undefined): string | null {
  const m = markupPercent?.trim();
  if (!m || !/^\d{1,3}(\.\d{1,2})?$/.test(m)) return null;
  return multiplyDecimals(amount, sumDecimals(['1', fractionOf(m)]));
}

let lineCounter = 0;
/** A key for a line the server has not numbered yet. */
export const newLineKey = () => {
  lineCounter += 1;
  return `new-${lineCounter}`;
};

/** A new line: goods on a vendor's bill, freight on a carrier's bill of a shipment. */
export const newLine = (category: VendorBillCategory = 'Goods'): LineRow => ({
  key: newLineKey(),
  poItemId: null,
  category,
  description: '',
  quantity: '1',
  unitPrice: '',
  amount: '',
});

const rowOf = (l: Omit<LineRow, 'key' | 'amount'>, key: string): LineRow => ({ ...l, key, amount: amountOf(l) });

/** What a new bill starts with: a project, vendor, PO or shipment asked for, and lines from the PO. */
export interface BillStart {
  projectId?: number | null;
  /** The project and vendor as their pickers show them, before their searches answer. */
  projectLabel?: string;
  vendorLabel?: string;
  vendorId?: number | null;
  purchaseOrderId?: number | null;
  shipmentId?: number | null;
  lines?: LineRow[];
}

export function toFormValues(b: VendorBillDetails | undefined, start: BillStart = {}): VendorBillFormValues {
  if (!b) {
    return {
      projectId: start.projectId ?? null,
      vendorId: start.vendorId ?? null,
      billNumber: '',
      billDate: today(),
      dueDate: null,
      purchaseOrderId: start.purchaseOrderId ?? null,
      shipmentId: start.shipmentId ?? null,
      markupPercent: null,
      notes: '',
      lines: start.lines ?? [],
    };
  }
  // The update body as the contract makes it of the bill (every field given), its lines keyed by their ids.
  const { lines, ...body } = vendorBillUpdateBodyOf(b) as Omit<VendorBillFormValues, 'lines'> & {
    lines: Omit<LineRow, 'key' | 'amount'>[];
  };
  return { ...body, lines: lines.map((l) => rowOf(l, String(l.id))) };
}

/**
 * A PO's lines as a bill of it starts: each line received, at its price, for what was received of
 * it; when nothing was received yet, every line for what was ordered (the match then says so).
 */
export function linesFromPo(items: readonly PoItem[]): LineRow[] {
  const received = items.filter((i) => compareDecimals(i.quantityReceived, 0) > 0);
  const billed = received.length ? received : items;
  return billed.map((i) =>
    rowOf(
      {
        poItemId: i.id,
        category: 'Goods',
        description: i.description,
        quantity: formatNumber(received.length ? i.quantityReceived : i.quantity, { plain: true }),
        unitPrice: i.unitCost,
      },
      newLineKey(),
    ),
  );
}

/** Where a bill stands and what may still happen to it (the server's rules, said before it refuses). */
export const changeable = (b: { status: VendorBillStatus }) => b.status === 'Pending' || b.status === 'Rejected';

export function lockedReason(b: Pick<VendorBillDetails, 'status' | 'number'>): string | undefined {
  if (changeable(b)) return undefined;
  return b.status === 'Exported'
    ? 'This bill is exported: the accounting system has it, and it no longer changes.'
    : 'This bill is approved: it no longer changes. Its next step is the accounting system.';
}

export const statusId = (s: VendorBillStatus) => vendorBillStatuses.idOf(s);

/** A queue move: where to, how the button says it, and what it asks first. */
export type QueueMove = 'approve' | 'reject' | 'pending' | 'export';
export const moveTo: Record<QueueMove, VendorBillStatus> = {
  approve: 'Approved',
  reject: 'Rejected',
  pending: 'Pending',
  export: 'Exported',
};

/** The moves the server allows from where a bill stands. */
export function movesOf(b: { status: VendorBillStatus }, books: { booksTakeBills: boolean }): QueueMove[] {
  switch (b.status) {
    case 'Pending':
      return ['approve', 'reject'];
    case 'Rejected':
      return ['pending'];
    case 'Approved':
      // QuickBooks Online connected marks it exported itself, once it has it.
      return books.booksTakeBills ? [] : ['export'];
    default:
      return [];
  }
}

/** The exceptions of each line, by the line's key (its id as text). */
export function exceptionsByLine(exceptions: readonly VendorBillException[]): Map<string, string[]> {
  const byLine = new Map<string, string[]>();
  for (const e of exceptions) {
    const key = e.lineId === null ? '' : String(e.lineId);
    byLine.set(key, [...(byLine.get(key) ?? []), e.message]);
  }
  return byLine;
}

/** The plural of a count of bills, as messages say it. */
export const bills = (n: number) => `${n} ${n === 1 ? 'vendor bill' : 'vendor bills'}`;
