import type { pickTicketEndpoints } from '@freightdesk/contracts';
import { IconClipboardList, IconForklift } from '@tabler/icons-react';
import { recordRead } from '../../api/hooks';
import type { AppFeature } from '../../app/routeTypes';
import { RecordCharges } from '../charges';
import { DeliverTab, PickTab, PickTicketLines } from './panels';

const loadCreate = () => import('./pages/PickTicketCreatePage');

/**
 * Pick tickets (docs/requirements.md section 2): /pick-tickets needs PickTicket:View, /pick-tickets/create
 * PickTicket:Create, /pick-tickets/{id} PickTicket:View (id 0 is a new, unsaved ticket). A
 * ticket's tabs (Lines, Files, History) are below its details.
 */
export const pickTicketsFeature = {
  routes: [
    {
      path: '/pick-tickets',
      access: 'PickTicket:View',
      title: 'Pick Tickets',
      description: 'Releases from the warehouse to the job site: what each one picks, where, and when it is delivered.',
      load: () => import('./pages/PickTicketListPage'),
    },
    { path: '/pick-tickets/create', access: 'PickTicket:Create', title: 'Create Pick Ticket', load: loadCreate },
    { path: '/pick-tickets/Create', access: 'PickTicket:Create', title: 'Create Pick Ticket', load: loadCreate },
    {
      path: '/pick-tickets/:id/*',
      access: 'PickTicket:View',
      title: 'Pick Ticket',
      load: () => import('./pages/PickTicketDetailPage'),
      panels: { lines: PickTicketLines, pick: PickTab, deliver: DeliverTab, charges: RecordCharges },
      prefetch: recordRead<typeof pickTicketEndpoints.byId>(
        { method: 'GET', path: '/api/pickTicket/:id' },
        { number: 'number', line: ['status', 'projectNumber', 'projectName', 'jobSiteName'] },
      ),
    },
  ],
  sidebar: { label: 'Pick Tickets', to: '/pick-tickets', icon: IconForklift, module: 'PickTicket' },
  projectTab: {
    path: 'pick-tickets',
    label: 'Pick tickets',
    count: 'pickTickets',
    one: 'pick ticket',
    many: 'pick tickets',
    icon: IconClipboardList,
    description:
      'Releases from the warehouse to the job site will appear here, with the items each one picks and its delivery.',
    list: { access: 'PickTicket:View', load: () => import('./pages/ProjectPickTicketsTab') },
  },
} satisfies AppFeature;
