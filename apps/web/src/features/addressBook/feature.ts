import type { addressBookEndpoints } from '@freightdesk/contracts';
import { IconAddressBook } from '@tabler/icons-react';
import { recordRead } from '../../api/hooks';
import type { AppFeature } from '../../app/routeTypes';
import { ClientProjects } from './panels';

/**
 * docs/requirements.md section 2: /address-books and /address-books/{id} need AddressBook:View, /create needs
 * AddressBook:Create. A client's tabs are below its address (/address-books/{id}/history).
 */
export const addressBookFeature: AppFeature = {
  routes: [
    {
      path: '/address-books',
      access: 'AddressBook:View',
      title: 'Address Book',
      description: 'Customers, vendors, property sites and carriers, with their addresses and contacts.',
      load: () => import('./pages/ClientListPage'),
    },
    {
      path: '/address-books/create',
      access: 'AddressBook:Create',
      title: 'Create Client',
      load: () => import('./pages/ClientEditPage'),
    },
    {
      path: '/address-books/:id/*',
      access: 'AddressBook:View',
      title: 'Client',
      load: () => import('./pages/ClientEditPage'),
      panels: { projects: ClientProjects },
      prefetch: recordRead<typeof addressBookEndpoints.byId>({ method: 'GET', path: '/api/client/:id' }),
    },
  ],
  sidebar: { label: 'Address Book', to: '/address-books', icon: IconAddressBook, module: 'AddressBook' },
};
