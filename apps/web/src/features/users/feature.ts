import type { AppRoute } from '../../app/routeTypes';

/** SPEC.md section 2: /users and /users/create need Admin; /users/{id} needs AddressBook:View. */
export const usersRoutes: AppRoute[] = [
  { path: '/users', access: 'Admin', title: 'Users', load: () => import('./pages/UserListPage') },
  { path: '/users/create', access: 'Admin', title: 'Create User', load: () => import('./pages/UserEditPage') },
  { path: '/users/:id', access: 'AddressBook:View', title: 'Edit User', load: () => import('./pages/UserEditPage') },
];
