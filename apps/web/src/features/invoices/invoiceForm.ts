import {
  type BillingPeriod,
  type CommonOption,
  createInvoiceBody,
  type InvoiceContainer,
  type InvoiceDetails,
  invoiceStatusIds,
  invoiceUpdateBodyOf,
  type UpdateInvoiceBody,
  updateInvoiceBody,
} from '@freightdesk/contracts';
import dayjs from 'dayjs';
import type { StatusMove } from '../../components/detail';
import type { FormValues, Option } from '../../components/form';
import { formatDate, today } from '../../lib/dates';

export type InvoiceFormMode = 'create' | 'edit';

/** The contract's own schemas validate the form (docs/style.md: never a second schema in the form). */
export const invoiceFormSchema = (mode: InvoiceFormMode): typeof createInvoiceBody | typeof updateInvoiceBody =>
  mode === 'create' ? createInvoiceBody : updateInvoiceBody;

export type InvoiceFormValues = FormValues<ReturnType<typeof invoiceFormSchema>>;

const ids = invoiceStatusIds;

/** A new invoice's values (dated today, for the project asked for), or the invoice as saved. */
export function toFormValues(i: InvoiceDetails | undefined, projectId: number | null = null): InvoiceFormValues {
  if (!i) {
    return {
      number: '',
      projectId,
      containerModule: 'Project',
      containerId: null,
      billToId: null,
      invoiceDate: today(),
      dueDate: null,
      billingPeriodId: null,
      statusId: ids.draft,
      reference: '',
      notes: '',
      chargeIds: [],
    };
  }
  return invoiceUpdateBodyOf(i);
}

/** The invoice as the update body names it, moved to another status. */
export function withStatus(i: InvoiceDetails, statusId: number): UpdateInvoiceBody {
  const { chargeIds: _none, ...values } = toFormValues(i);
  return {
    ...values,
    id: i.id,
    version: i.version,
    number: i.number,
    projectId: i.projectId,
    containerModule: i.containerModule,
    statusId,
  };
}

/** What changes of an invoice in each status (the server's rules, said before it refuses). */
export type Changeable = 'all' | 'some' | 'none';
export function changeable(i: Pick<InvoiceDetails, 'statusId' | 'exported'>): Changeable {
  if (i.exported) return 'none';
  if (i.statusId === ids.draft) return 'all';
  if (i.statusId === ids.approved || i.statusId === ids.sent || i.statusId === ids.partlyPaid) return 'some';
  return 'none';
}

/** How an invoice is named: its number, or "Draft" until it is approved. */
export const invoiceName = (i: { number: string }) => i.number || 'Draft';

/** Why the form's fields are read-only, in whole or in part; undefined while a draft. */
export function lockedReason(i: Pick<InvoiceDetails, 'status' | 'statusId' | 'exported'>): string | undefined {
  if (i.exported) {
    return 'This invoice is exported to the accounting system: it no longer changes. Correct it with a credit note; payments are still recorded.';
  }
  switch (changeable(i)) {
    case 'some':
      return `This invoice is ${i.status.toLowerCase()}: it is frozen since its approval, only its due date, reference and notes change. Correct it with a credit note.`;
    case 'none':
      return `This invoice is ${i.status.toLowerCase()}: it no longer changes.`;
    default:
      return undefined;
  }
}

/** Why its charges no longer change (added or taken off); undefined while a draft. */
export function chargesLockedReason(i: Pick<InvoiceDetails, 'status' | 'statusId'>): string | undefined {
  if (i.statusId === ids.draft) return undefined;
  return `This invoice is ${i.status.toLowerCase()}: its charges are frozen since its approval. Correct them with a credit note.`;
}

/** Only a draft is deleted (it has no number yet; a numbered invoice stays). */
export const deletable = (i: Pick<InvoiceDetails, 'statusId'>) => i.statusId === ids.draft;

/** Billed invoices (approved or later, not void) go to the accounting system, are paid and credited. */
export const billedStatusIds: readonly number[] = [ids.approved, ids.sent, ids.paid, ids.partlyPaid];
export const exportable = (i: { statusId: number }) => billedStatusIds.includes(i.statusId);
/** A payment is recorded while something is owed; a credit note likewise. */
export const owes = (i: Pick<InvoiceDetails, 'statusId' | 'totals'>) =>
  exportable(i) && /[1-9]/.test(i.totals.balance) && !i.totals.balance.startsWith('-');

const voidMove = (number: string): StatusMove => ({
  to: ids.void,
  label: 'Void',
  confirm: {
    title: `Void invoice ${number}?`,
    question:
      'Nobody has it yet: voiding lets go of its charges (they are open again, for another invoice). Its number stays used and it stays listed as Void.',
    confirmLabel: 'Void invoice',
    danger: true,
  },
});

/** The moves the server allows from where the invoice stands, in the order they are offered. */
export function statusMoves(i: Pick<InvoiceDetails, 'statusId' | 'number' | 'exported' | 'totals'>): StatusMove[] {
  if (i.exported) return [];
  switch (i.statusId) {
    case ids.draft:
      return [
        {
          to: ids.approved,
          label: 'Approve',
          primary: true,
          confirm: {
            title: 'Approve this invoice?',
            question:
              'Approving gives it the next invoice number and freezes it: its charges, total, bill-to name and address no longer change. After that it is corrected only by a credit note.',
            confirmLabel: 'Approve and number',
          },
        },
      ];
    case ids.approved:
      return [
        {
          to: ids.sent,
          label: 'Mark sent',
          primary: true,
          confirm: {
            title: `Mark invoice ${i.number} sent?`,
            question: 'Once sent it can no longer be voided: it is corrected by a credit note, and paid.',
            confirmLabel: 'Mark sent',
          },
        },
        ...(i.totals.credited === '0.00' ? [voidMove(i.number)] : []),
      ];
    default:
      return [];
  }
}

/** "For": the project itself, or one of its shipments, as one value ("Project", "Shipment:12"). */
export const forValue = (module: string, id: number | null) =>
  module === 'Shipment' && id !== null ? `Shipment:${id}` : 'Project';

/** The "For" value back as the body's two fields. */
export function parseFor(value: string | null): { containerModule: InvoiceContainer; containerId: number | null } {
  const id = Number(value?.startsWith('Shipment:') ? value.slice('Shipment:'.length) : Number.NaN);
  return Number.isInteger(id) && id > 0
    ? { containerModule: 'Shipment', containerId: id }
    : { containerModule: 'Project', containerId: null };
}

/** The "For" options: the project, then its shipments; the invoice's own shipment stays offered. */
export function forOptions(
  shipments: readonly CommonOption[] | undefined,
  current?: { id: number | null; number: string | null },
): Option<string>[] {
  const items = (shipments ?? []).map((s) => ({ value: forValue('Shipment', s.id), label: `Shipment ${s.label}` }));
  if (current?.id && !items.some((o) => o.value === forValue('Shipment', current.id))) {
    items.unshift({ value: forValue('Shipment', current.id), label: `Shipment ${current.number ?? `#${current.id}`}` });
  }
  return [{ value: 'Project', label: 'The project as a whole' }, ...items];
}

/** A billing period as a person reads it: "March 2026". */
export const monthOf = (start: string) => dayjs(start).format('MMMM YYYY');

/** The project's billing periods, newest first, each with its status when not open. */
export function periodOptions(periods: readonly BillingPeriod[] | undefined): Option<number>[] {
  return [...(periods ?? [])]
    .sort((a, b) => b.startDate.localeCompare(a.startDate))
    .map((p) => ({ value: p.id, label: `${monthOf(p.startDate)}${p.status === 'Open' ? '' : ` · ${p.status}`}` }));
}

/** What an empty due date becomes: the invoice date plus the bill-to's payment terms. */
export function dueDateHint(invoiceDate: string | null | undefined, termsDays?: number): string {
  if (termsDays === undefined) return 'Left empty: the invoice date plus the bill-to’s payment terms (net days)';
  const from = invoiceDate && dayjs(invoiceDate).isValid() ? invoiceDate : today();
  return `Left empty: ${formatDate(dayjs(from).add(termsDays, 'day').format('YYYY-MM-DD'))}, net ${termsDays}`;
}

export const projectOf = (i: Pick<InvoiceDetails, 'projectNumber' | 'projectName'>) =>
  [i.projectNumber, i.projectName].filter(Boolean).join(' · ');
