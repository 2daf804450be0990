import type { shipmentEndpoints } from '@freightdesk/contracts';
import { IconTruckDelivery } from '@tabler/icons-react';
import { recordRead } from '../../api/hooks';
import type { AppFeature } from '../../app/routeTypes';
import { RecordCharges } from '../charges';
import { ShipmentAlertsTab, ShipmentItemsTab } from './panels';

const loadCreate = () => import('./pages/ShipmentCreatePage');

/**
 * docs/requirements.md section 2: /shipments and /shipments/{id} need Shipment:View, /shipments/Create needs
 * Shipment:Create (spelled so in docs/requirements.md; /shipments/create, as every other module writes it,
 * opens the same screen). A shipment's tabs (Items, Receiving alerts, Files, History) are below
 * its address.
 */
export const shipmentsFeature = {
  routes: [
    {
      path: '/shipments',
      access: 'Shipment:View',
      title: 'Shipments',
      description: 'What carriers bring for each project: from which POs, when it ships and when it arrives.',
      load: () => import('./pages/ShipmentListPage'),
    },
    { path: '/shipments/Create', access: 'Shipment:Create', title: 'Create Shipment', load: loadCreate },
    { path: '/shipments/create', access: 'Shipment:Create', title: 'Create Shipment', load: loadCreate },
    {
      path: '/shipments/:id/*',
      access: 'Shipment:View',
      title: 'Shipment',
      load: () => import('./pages/ShipmentDetailPage'),
      panels: { items: ShipmentItemsTab, 'receiving-alerts': ShipmentAlertsTab, charges: RecordCharges },
      prefetch: recordRead<typeof shipmentEndpoints.byId>(
        { method: 'GET', path: '/api/shipment/:id' },
        { number: 'number', line: ['status', 'projectNumber', 'projectName', 'carrierName', 'method'] },
      ),
    },
  ],
  sidebar: { label: 'Shipments', to: '/shipments', icon: IconTruckDelivery, module: 'Shipment' },
  projectTab: {
    path: 'shipments',
    label: 'Shipments',
    count: 'shipments',
    one: 'shipment',
    many: 'shipments',
    icon: IconTruckDelivery,
    description:
      'Shipments bringing this project’s goods will appear here, with carrier, method, tracking number and delivery dates.',
    list: { access: 'Shipment:View', load: () => import('./pages/ProjectShipmentsTab') },
  },
} satisfies AppFeature;
