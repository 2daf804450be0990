import type { ProjectDataCounts } from '@freightdesk/contracts';
import {
  IconBuildingWarehouse,
  IconClipboardList,
  IconFileInvoice,
  IconPackageImport,
  IconPaperclip,
  IconReceipt2,
  IconShoppingCart,
  IconTruckDelivery,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';

type CountKey = Exclude<keyof ProjectDataCounts, 'projectId' | 'users'>;

/** A tab of the hub that lists one module's records of the project. */
export interface ModuleTab {
  path: string;
  label: string;
  count: CountKey;
  /** The record, singular and plural, lower case. */
  one: string;
  many: string;
  icon: (size: number) => ReactNode;
  /** What the tab lists once the project has some. */
  description: string;
}

/** The modules of the project hub, in the order goods and money flow through a project. */
export const moduleTabs: ModuleTab[] = [
  {
    path: 'purchase-orders',
    label: 'POs',
    count: 'purchaseOrders',
    one: 'purchase order',
    many: 'purchase orders',
    icon: (size) => <IconShoppingCart size={size} aria-hidden />,
    description:
      'Purchase orders placed with vendors for this project will appear here, with their status, items and follow-up dates.',
  },
  {
    path: 'shipments',
    label: 'Shipments',
    count: 'shipments',
    one: 'shipment',
    many: 'shipments',
    icon: (size) => <IconTruckDelivery size={size} aria-hidden />,
    description:
      'Shipments bringing this project’s goods will appear here, with carrier, method, tracking number and delivery dates.',
  },
  {
    path: 'receiving-alerts',
    label: 'Receiving alerts',
    count: 'receivingAlerts',
    one: 'receiving alert',
    many: 'receiving alerts',
    icon: (size) => <IconPackageImport size={size} aria-hidden />,
    description:
      'Goods expected at the warehouse for this project will appear here, ready to be received, counted and checked.',
  },
  {
    path: 'inventory',
    label: 'Inventory',
    count: 'inventoryItems',
    one: 'inventory item',
    many: 'inventory items',
    icon: (size) => <IconBuildingWarehouse size={size} aria-hidden />,
    description:
      'Items received into the warehouse for this project will appear here, with quantity on hand, weight, pieces and location.',
  },
  {
    path: 'pick-tickets',
    label: 'Pick tickets',
    count: 'pickTickets',
    one: 'pick ticket',
    many: 'pick tickets',
    icon: (size) => <IconClipboardList size={size} aria-hidden />,
    description:
      'Releases from the warehouse to the job site will appear here, with the items each one picks and its delivery.',
  },
  {
    path: 'charges',
    label: 'Charges',
    count: 'charges',
    one: 'charge',
    many: 'charges',
    icon: (size) => <IconReceipt2 size={size} aria-hidden />,
    description:
      'Freight, service and warehouse charges of this project will appear here, open until an invoice takes them.',
  },
  {
    path: 'invoices',
    label: 'Invoices',
    count: 'invoices',
    one: 'invoice',
    many: 'invoices',
    icon: (size) => <IconFileInvoice size={size} aria-hidden />,
    description:
      'Invoices to this project’s billing client will appear here, with their charges, totals and export status.',
  },
];

export const filesTab = {
  icon: (size: number) => <IconPaperclip size={size} aria-hidden />,
  description:
    'Documents of this project will appear here: bills of lading, delivery receipts, photos and signed paperwork.',
};
