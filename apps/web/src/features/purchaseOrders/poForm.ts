import {
  createPurchaseOrderBody,
  type LookupItem,
  manualPoStatusIds,
  type PurchaseOrderDetails,
  poItemFields,
  poStatusIds,
  poStatusNames,
  updatePurchaseOrderBody,
} from '@freightdesk/contracts';
import { z } from 'zod';
import type { FormValues } from '../../components/form';
import { today } from '../../lib/dates';
import { multiplyDecimals } from '../../lib/numbers';

export type PoFormMode = 'create' | 'edit';

/** An item entered with a new PO, as its grid holds it: a key of its own and its amount. */
export type DraftItem = z.output<typeof poItemFields> & { key: string; amount: string };
/** The contract's item schema validates a draft item; the key and amount are not sent. */
export const draftItemSchema = poItemFields.extend({ key: z.string(), amount: z.string() });

/** The contract's own schemas validate the form (docs/style.md: never a second schema in the form). */
export const poFormSchema = (mode: PoFormMode): typeof createPurchaseOrderBody | typeof updatePurchaseOrderBody =>
  mode === 'create' ? createPurchaseOrderBody : updatePurchaseOrderBody;

/** What the PO form holds: the create or update body, the new PO's items as their grid holds them. */
export type PoFormValues = FormValues<ReturnType<typeof poFormSchema>, { items: DraftItem[] }>;

/** An item's amount as the server computes it: quantity × unit cost, rounded to the cent. */
export const amountOf = (item: { quantity: unknown; unitCost: unknown }) =>
  multiplyDecimals(item.quantity, item.unitCost) ?? '';

let itemCounter = 0;
/** A key for an item the server has not numbered yet. */
export const newItemKey = () => {
  itemCounter += 1;
  return `new-${itemCounter}`;
};

export const newDraftItem = (): DraftItem => ({
  key: newItemKey(),
  itemNumber: '',
  description: '',
  categoryId: null,
  unitOfMeasure: 'Each',
  quantity: '1',
  unitCost: '0',
  weight: '0',
  pieces: 0,
  amount: '0.00',
});

export function toFormValues(po: PurchaseOrderDetails | undefined, projectId: number | null = null): PoFormValues {
  if (!po) {
    return {
      number: '',
      projectId,
      vendorId: null,
      statusId: poStatusIds.open,
      orderDate: today(),
      followUpDate: null,
      vendorReference: '',
      notes: '',
      items: [],
    };
  }
  return {
    id: po.id,
    version: po.version,
    number: po.number,
    projectId: po.projectId,
    vendorId: po.vendorId,
    statusId: po.statusId,
    orderDate: po.orderDate,
    followUpDate: po.followUpDate,
    vendorReference: po.vendorReference,
    notes: po.notes,
    items: [],
  };
}

/**
 * The statuses a person may choose: Open, Ordered, Closed and Cancelled, and the current one
 * (Shipped and the received ones follow the items and are never picked).
 */
export function statusOptions(statuses: readonly LookupItem[] | undefined, currentId: number | null) {
  const known = statuses?.length ? statuses : poStatusNames.map((name, i) => ({ id: i + 1, name }));
  return known
    .filter((s) => manualPoStatusIds.includes(s.id) || s.id === currentId)
    .map((s) => ({ value: s.id, label: s.name }));
}
