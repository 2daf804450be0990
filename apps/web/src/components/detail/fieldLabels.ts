import type { ListSpec } from '@freightdesk/contracts';

/** "customerId" → "Customer id": a field's name when nothing labels it. */
export function humanize(field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** How a history names a record's fields: a field's label, or its name spelled out. */
export type FieldLabel = (field: string) => string;

const ID_FIELD = /^(.+)Id$/;

/**
 * The names of a record's fields in its history, from the columns of its list (the contract's
 * declaration, as the grid heads them) and the record's own `labels` for the fields its list does
 * not show or names otherwise (its form's words: "Order date" where the grid says "Ordered"). A
 * filter-only column is an id no one reads, so it names nothing. An id field that nothing labels
 * reads as the field it refers to: older entries kept ids under the `…Id` keys ("vendorId" is
 * "Vendor"). Any other field is spelled out from its name.
 */
export function fieldLabelsOf(list?: ListSpec, labels: Readonly<Record<string, string>> = {}): FieldLabel {
  const named = new Map<string, string>();
  for (const [key, column] of Object.entries(list?.columns ?? {})) {
    if (!column.hidden) named.set(key, column.label);
  }
  for (const [key, label] of Object.entries(labels)) named.set(key, label);
  const labelOf = (field: string): string => {
    const label = named.get(field);
    if (label !== undefined) return label;
    const id = ID_FIELD.exec(field);
    return id?.[1] ? labelOf(id[1]) : humanize(field);
  };
  return labelOf;
}
