import type { userEndpoints } from '@freightdesk/contracts';
import { IconUsers } from '@tabler/icons-react';
import { recordRead } from '../../api/hooks';
import type { AppFeature } from '../../app/routeTypes';

/**
 * docs/requirements.md section 2: /users and /users/create need Admin; /users/{id} needs AddressBook:View.
 * A user's screen has tabs below its address (/users/{id}/history).
 */
export const usersFeature: AppFeature = {
  routes: [
    {
      path: '/users',
      access: 'Admin',
      title: 'Users',
      description: 'Who may sign in, what they may do and which projects they see.',
      load: () => import('./pages/UserListPage'),
    },
    { path: '/users/create', access: 'Admin', title: 'Create User', load: () => import('./pages/UserEditPage') },
    {
      path: '/users/:id/*',
      access: 'AddressBook:View',
      title: 'Edit User',
      load: () => import('./pages/UserEditPage'),
      prefetch: recordRead<typeof userEndpoints.byId>({ method: 'GET', path: '/api/user/:id' }),
    },
  ],
  sidebar: { label: 'Users', to: '/users', icon: IconUsers, adminOnly: true },
};
