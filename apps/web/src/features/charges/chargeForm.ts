import {
  type Charge,
  type ChargeType,
  type CommonRecords,
  chargeCategories,
  chargeContainerLabels,
  createChargeBody,
  type manualChargeContainers,
  updateChargeBody,
} from '@freightdesk/contracts';
import type { FormValues, Option, OptionGroup } from '../../components/form';
import { formatDate, today } from '../../lib/dates';
import { formatMoney, formatNumber, multiplyDecimals } from '../../lib/numbers';

/** What a charge is entered on by hand: the project itself or one of its records. */
export type ManualContainer = (typeof manualChargeContainers)[number];
export type RecordContainer = Exclude<ManualContainer, 'Project'>;

/**
 * Whose charges a tab lists and a new charge is for: a project (the hub's tab, the charge for the
 * project or any of its records), or one record (a PO's tab: the charge is that record's).
 */
export type ChargesOf =
  | { module: 'Project'; projectId: number }
  | { module: RecordContainer; id: number; number: string; projectId: number };

/** The body the dialog sends: a new charge's, or a charge's update. */
export const chargeSchema = (charge: Charge | null): typeof createChargeBody | typeof updateChargeBody =>
  charge ? updateChargeBody : createChargeBody;
export type ChargeFormValues = FormValues<ReturnType<typeof chargeSchema>>;

/** Only a charge entered by hand on the project or one of its records changes here (an invoice's own lines change on it). */
export const isManual = (charge: Charge): charge is Charge & { containerModule: ManualContainer } =>
  charge.containerModule !== 'Invoice';

/** The form's values: a new charge for `of` (today, one of it), or the charge as saved. */
export function toValues(of: ChargesOf, charge: Charge | null): ChargeFormValues {
  if (!charge || !isManual(charge)) {
    return {
      projectId: of.projectId,
      containerModule: of.module,
      containerId: of.module === 'Project' ? null : of.id,
      typeId: null,
      description: '',
      chargeDate: today(),
      quantity: '1',
      unit: '',
      rate: '',
      correctsChargeId: null,
    };
  }
  return {
    id: charge.id,
    version: charge.version,
    projectId: charge.projectId,
    containerModule: charge.containerModule,
    containerId: charge.containerId,
    typeId: charge.typeId,
    description: charge.description,
    chargeDate: charge.chargeDate,
    quantity: formatNumber(charge.quantity, { plain: true }),
    unit: charge.unit,
    // At its own precision: "1.8500" reads 1.85, "0.0525" stays.
    rate: formatMoney(charge.rate, { decimals: 4, plain: true }),
    correctsChargeId: charge.correctsChargeId,
  };
}

/** The "For" choice as one value: "Project", or the kind of record and its id ("PO:12"). */
export const targetValue = (module: string, id: number | null) =>
  module === 'Project' ? 'Project' : `${module}:${id}`;

const recordModules: readonly RecordContainer[] = ['PO', 'Shipment', 'RA', 'PickTicket'];

/** The "For" value back as the body's two fields; null for a value that is not one. */
export function parseTarget(
  value: string | null,
): { containerModule: ManualContainer; containerId: number | null } | null {
  if (value === 'Project') return { containerModule: 'Project', containerId: null };
  const [module, id] = (value ?? '').split(':');
  const kind = recordModules.find((m) => m === module);
  const n = Number(id);
  return kind && Number.isInteger(n) && n > 0 ? { containerModule: kind, containerId: n } : null;
}

/** The record of each kind in the common lists' answer. */
const listOf: Record<RecordContainer, keyof CommonRecords> = {
  PO: 'purchaseOrders',
  Shipment: 'shipments',
  RA: 'receivingAlerts',
  PickTicket: 'pickTickets',
};
const groupLabels: Record<RecordContainer, string> = {
  PO: 'Purchase orders',
  Shipment: 'Shipments',
  RA: 'Receiving alerts',
  PickTicket: 'Pick tickets',
};

/** How a record reads in a list or a note: "Purchase order PO-1001"; "Project" for the project's own. */
export function containerLabel(module: string, number: string | null): string {
  const kind = chargeContainerLabels[module as keyof typeof chargeContainerLabels] ?? module;
  return number ? `${kind} ${number}` : kind;
}

/**
 * The "For" options: the project itself, then its records by kind. The record a charge is already
 * on stays offered even when the lists leave it out (a module the user no longer views).
 */
export function targetOptions(
  records: CommonRecords | undefined,
  current?: { module: string; id: number | null; number: string | null },
): (Option<string> | OptionGroup<string>)[] {
  const groups = recordModules.map((m) => {
    const items = (records?.[listOf[m]] ?? []).map((r) => ({ value: targetValue(m, r.id), label: r.label }));
    if (current?.module === m && current.id !== null && !items.some((i) => i.value === targetValue(m, current.id))) {
      items.unshift({ value: targetValue(m, current.id), label: current.number ?? `#${current.id}` });
    }
    return { group: groupLabels[m], items };
  });
  return [{ value: 'Project', label: 'The project itself' }, ...groups.filter((g) => g.items.length > 0)];
}

/** The charge types under their categories, in the categories' order (Freight, Services…). */
export function typeOptions(types: readonly ChargeType[] | undefined, current?: Charge | null): OptionGroup<number>[] {
  const all = [...(types ?? [])];
  if (current && !all.some((t) => t.id === current.typeId)) {
    all.push({
      id: current.typeId,
      categoryId: current.categoryId,
      category: current.category,
      name: current.type,
      unit: current.unit,
      isClient: true,
    });
  }
  return chargeCategories.lookup
    .map((c) => ({
      group: c.name === 'Cost' ? 'Cost (not billed)' : c.name,
      items: all.filter((t) => t.category === c.name).map((t) => ({ value: t.id, label: t.name })),
    }))
    .filter((g) => g.items.length > 0);
}

/** The amount as the server will work it out (quantity × rate, to the cent), formatted; a dash until both read as numbers. */
export function amountText(quantity: unknown, rate: unknown): string {
  const amount = multiplyDecimals(quantity, rate);
  return amount === null ? '—' : formatMoney(amount);
}

/** A charge as a button or a message names it: "Line haul of 03-04-2026". */
export const chargeName = (c: Pick<Charge, 'type' | 'chargeDate'>) => `${c.type} of ${formatDate(c.chargeDate)}`;
