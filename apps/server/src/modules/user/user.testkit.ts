import { userList } from '@freightdesk/contracts';
import type { ModuleTestKit } from '../../test/kit';
import { createUserBody } from '../../test/userBodies';

export const testKit: ModuleTestKit = {
  lists: { 'POST /api/user/search': { spec: userList, columnsUrl: '/api/user/filteredColums' } },
  samples: {
    'POST /api/user': async () => createUserBody({ claims: [{ type: 'User', value: 'View' }] }),
    'PUT /api/user': async (t) => {
      const u = await t.make.user();
      return {
        id: u.id,
        version: u.version,
        firstName: u.firstName,
        lastName: u.lastName,
        title: '',
        email: u.email,
        userName: u.userName,
        clientId: 1,
        userTypeId: 1,
        isAdmin: false,
        status: true,
        claims: [],
        projects: [],
        password: '',
        confirmPassword: '',
      };
    },
    'POST /api/user/search': async () => ({
      searchFields: { userName: 'a', status: 'true', modifiedAt: { from: '2020-01-01' } },
      sortColumn: 'userName',
      reverse: false,
      paged: true,
      pageIndex: 1,
      pageSize: 10,
      searchTerm: 'a',
    }),
    'POST /api/user/export': async () => ({
      searchFields: { userName: 'a' },
      sortColumn: 'email',
      reverse: true,
      searchTerm: 'a',
      format: 'csv',
    }),
  },
};
