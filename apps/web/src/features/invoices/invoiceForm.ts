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

/** The contract's own schemas validate the form (STYLE.md: never a second schema in the form). */
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
export function changeable(statusId: number): Changeable {
  if (statusId === ids.draft) return 'all';
  if (statusId === ids.approved || statusId === ids.sent) return 'some';
  return 'none';
}

/** Why the form's fields are read-only, in whole or in part; undefined while a draft. */
export function lockedReason(i: Pick<InvoiceDetails, 'status' | 'statusId'>): string | undefined {
  switch (changeable(i.statusId)) {
    case 'some':
      return `This invoice is ${i.status.toLowerCase()}: only its due date, reference and notes change.${
        i.statusId === ids.approved ? ' Move it back to draft to change the rest.' : ''
      }`;
    case 'none':
      return `This invoice is ${i.status.toLowerCase()}: it no longer changes.`;
    default:
      return undefined;
  }
}

/** Why its charges no longer change (added or taken off); undefined while a draft. */
export function chargesLockedReason(i: Pick<InvoiceDetails, 'status' | 'statusId'>): string | undefined {
  if (i.statusId === ids.draft) return undefined;
  if (i.statusId === ids.approved) {
    return 'This invoice is approved: its charges no longer change. Move it back to draft to add or take off charges.';
  }
  return `This invoice is ${i.status.toLowerCase()}: its charges no longer change.`;
}

/** A draft or a void invoice may be deleted (its charges open again). */
export const deletable = (i: Pick<InvoiceDetails, 'statusId'>) => i.statusId === ids.draft || i.statusId === ids.void;

/** Only approved, sent or paid invoices go to the accounting system. */
export const exportable = (i: { statusId: number }) =>
  i.statusId === ids.approved || i.statusId === ids.sent || i.statusId === ids.paid;

const voidMove = (number: string): StatusMove => ({
  to: ids.void,
  label: 'Void',
  confirm: {
    title: `Void invoice ${number}?`,
    question:
      'Voiding lets go of its charges: they are open again and may go on another invoice. A void invoice no longer changes; it may then be deleted.',
    confirmLabel: 'Void invoice',
    danger: true,
  },
});

/** The moves the server allows from each status, in the order they are offered. */
export function statusMoves(i: Pick<InvoiceDetails, 'statusId' | 'number'>): StatusMove[] {
  switch (i.statusId) {
    case ids.draft:
      return [{ to: ids.approved, label: 'Approve', primary: true }, voidMove(i.number)];
    case ids.approved:
      return [
        {
          to: ids.sent,
          label: 'Mark sent',
          primary: true,
          confirm: {
            title: `Mark invoice ${i.number} sent?`,
            question: 'Once sent, it no longer goes back to draft: it is then paid, or voided.',
            confirmLabel: 'Mark sent',
          },
        },
        { to: ids.draft, label: 'Back to draft' },
        voidMove(i.number),
      ];
    case ids.sent:
      return [
        {
          to: ids.paid,
          label: 'Mark paid',
          primary: true,
          confirm: {
            title: `Mark invoice ${i.number} paid?`,
            question: 'A paid invoice no longer changes, and cannot be voided.',
            confirmLabel: 'Mark paid',
          },
        },
        voidMove(i.number),
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

/** What an empty due date becomes: thirty days after the invoice date (or today). */
export function dueDateHint(invoiceDate: string | null | undefined): string {
  const from = invoiceDate && dayjs(invoiceDate).isValid() ? invoiceDate : today();
  return `Left empty: ${formatDate(dayjs(from).add(30, 'day').format('YYYY-MM-DD'))}, 30 days after the invoice date`;
}

export const projectOf = (i: Pick<InvoiceDetails, 'projectNumber' | 'projectName'>) =>
  [i.projectNumber, i.projectName].filter(Boolean).join(' · ');
