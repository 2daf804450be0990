import { IconClipboardList, IconForklift } from '@tabler/icons-react';
import type { AppFeature } from '../../app/routeTypes';

/**
 * Pick tickets (SPEC.md section 2): not built yet. The sidebar lists them for whoever holds
 * PickTicket permissions (the address answers "Page not found"), the project hub shows their tab.
 */
export const pickTicketsFeature: AppFeature = {
  routes: [],
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
  },
};
