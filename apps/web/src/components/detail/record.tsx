import type { AuditEntity, ListSpec } from '@freightdesk/contracts';
import type { AuthState } from '../../auth/AuthContext';
import type { DetailTab } from './DetailTabs';
import { type FieldLabel, fieldLabelsOf } from './fieldLabels';
import { HistoryCount } from './HistoryCount';
import { HistoryPanel } from './HistoryPanel';

/** Who looks at the record: what its shared tabs show and allow. */
export type RecordAccess = Pick<AuthState, 'scope' | 'staff' | 'user'>;

/**
 * A tab that records share, made by the feature that owns it (`chargesTab('PO')` of charges,
 * `recordFiles('PurchaseOrder')` of files): the record's tab, or none for who may not see it.
 */
export type SharedTab<R> = (record: R, access: RecordAccess) => DetailTab | null;

/** The tabs records share: each record declares which it has, `sharedTabs` draws them in this order. */
export interface SharedTabs<R> {
  charges?: SharedTab<R>;
  files?: SharedTab<R>;
  /** The record's audit trail, with its count. */
  history?: boolean;
}

/** A record as its screen declares it once: what its history is, what it is called, its shared tabs. */
export interface RecordDeclaration<R extends { id: number }> {
  /** Whose audit trail is the record's (its History tab and created/updated stamp). */
  entity: AuditEntity;
  /** What the record is, lower case ("purchase order"). */
  noun: string;
  /** The History tab's name of each of its fields. */
  label: FieldLabel;
  tabs: SharedTabs<R>;
}

interface RecordSpec<R> {
  /** The record's list in the contracts: its columns name the fields. */
  list?: ListSpec;
  /** Names the list does not have, or has otherwise than the form (`fieldLabelsOf`). */
  labels?: Readonly<Record<string, string>>;
  tabs: SharedTabs<R>;
}

/**
 * A record screen's declaration, in its feature: whose audit trail is the record's, what it is
 * called, how its fields are named, and its shared tabs.
 *
 *   export const poRecord = defineRecord<PurchaseOrderDetails>('purchaseOrder', 'purchase order', {
 *     list: purchaseOrderList,
 *     labels: { number: 'PO number' },
 *     tabs: { charges: chargesTab('PO'), files: recordFiles('PurchaseOrder'), history: true },
 *   });
 *
 * and its screen ends its tabs with `...sharedTabs(poRecord, po, auth)`.
 */
export function defineRecord<R extends { id: number }>(
  entity: AuditEntity,
  noun: string,
  { list, labels, tabs }: RecordSpec<R>,
): RecordDeclaration<R> {
  return { entity, noun, label: fieldLabelsOf(list, labels), tabs };
}

/**
 * The shared tabs a record declares, after its own: Charges, Files, then History. `afterFiles`
 * are tabs of the record's own that sit between its Files and History (the project hub's Rates).
 */
export function sharedTabs<R extends { id: number }>(
  declaration: RecordDeclaration<R>,
  record: R,
  access: RecordAccess,
  { afterFiles = [] }: { afterFiles?: DetailTab[] } = {},
): DetailTab[] {
  const { entity, noun, label, tabs } = declaration;
  const made = (tab: SharedTab<R> | undefined) => {
    const drawn = tab?.(record, access);
    return drawn ? [drawn] : [];
  };
  return [
    ...made(tabs.charges),
    ...made(tabs.files),
    ...afterFiles,
    ...(tabs.history
      ? [
          {
            path: 'history',
            label: 'History',
            count: (active: boolean) => <HistoryCount entity={entity} id={record.id} active={active} />,
            content: <HistoryPanel entity={entity} id={record.id} noun={noun} label={label} />,
          },
        ]
      : []),
  ];
}
