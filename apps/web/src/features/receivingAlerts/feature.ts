import type { raEndpoints } from '@freightdesk/contracts';
import { IconPackageImport } from '@tabler/icons-react';
import { recordRead } from '../../api/hooks';
import type { AppFeature } from '../../app/routeTypes';
import { RecordCharges } from '../charges';
import { ReceiveTab } from './panels';

const createPage = () => import('./pages/RaCreatePage');

/**
 * docs/requirements.md section 2: /receiving-alerts and /receiving-alerts/{id} need RA:View, /Create needs
 * RA:Create (also reached as /create). An alert's tabs (Receive or Lines, Files, History) are
 * below its address.
 */
export const receivingAlertsFeature = {
  routes: [
    {
      path: '/receiving-alerts',
      access: 'RA:View',
      title: 'Receiving Alerts',
      load: () => import('./pages/RaListPage'),
    },
    { path: '/receiving-alerts/Create', access: 'RA:Create', title: 'Create Receiving Alert', load: createPage },
    { path: '/receiving-alerts/create', access: 'RA:Create', title: 'Create Receiving Alert', load: createPage },
    {
      path: '/receiving-alerts/:id/*',
      access: 'RA:View',
      title: 'Receiving Alert',
      load: () => import('./pages/RaDetailPage'),
      panels: { lines: ReceiveTab, charges: RecordCharges },
      prefetch: recordRead<typeof raEndpoints.byId>(
        { method: 'GET', path: '/api/ra/:id' },
        { number: 'number', line: ['status', 'projectNumber', 'projectName', 'carrierName', 'reference'] },
      ),
    },
  ],
  sidebar: { label: 'Receiving Alerts', to: '/receiving-alerts', icon: IconPackageImport, module: 'RA' },
  projectTab: {
    path: 'receiving-alerts',
    label: 'Receiving alerts',
    count: 'receivingAlerts',
    one: 'receiving alert',
    many: 'receiving alerts',
    icon: IconPackageImport,
    description:
      'Goods expected at the warehouse for this project will appear here, ready to be received, counted and checked.',
    list: { access: 'RA:View', load: () => import('./pages/ProjectRaTab') },
  },
} satisfies AppFeature;
