import { clientList } from '@freightdesk/contracts';
import type { ModuleTestKit } from '../../test/kit';

let seq = 0;
/** A valid client body with a primary address and a contact. */
export function clientBody(over: Record<string, unknown> = {}) {
  const n = `${Date.now().toString(36)}${++seq}`;
  return {
    name: `Harbor Freight ${n}`,
    typeId: 1,
    defaultBillingClientId: null,
    thirdPartyClientId: null,
    addresses: [
      {
        address1: '1 Dock Street',
        address2: '',
        city: 'Newark',
        stateId: null,
        postalCode: '07105',
        countryId: 1,
        isPrimary: true,
      },
    ],
    contacts: [
      {
        title: 'Buyer',
        firstName: 'Pat',
        lastName: 'Lee',
        contactInfos: [{ contactTypeId: 3, value: `pat.${n}@example.com` }],
      },
    ],
    ...over,
  };
}

export const testKit: ModuleTestKit = {
  lists: { 'POST /api/client/search': { spec: clientList, columnsUrl: '/api/client/filteredColums' } },
  samples: {
    'POST /api/client/getCompanyDetails': async () => ({
      searchTerm: 'a',
      _requiredData: 25,
      _clientTypeIds: [1],
      _includeIds: [1],
    }),
    'POST /api/client/search': async () => ({
      searchFields: { name: 'a', typeId: '1', typeName: 'Customer', modifiedAt: { from: '2020-01-01' } },
      searchTerm: 'newark',
      sortColumn: 'city',
      reverse: true,
      pageSize: 25,
    }),
    'POST /api/client/export': async () => ({ searchFields: { name: 'a' }, sortColumn: 'name', format: 'csv' }),
    'POST /api/client': async () => clientBody(),
    'PUT /api/client': async (t) => {
      const c = await t.make.client();
      return { ...clientBody(), id: c.id, version: c.version };
    },
    'POST /api/client/addAddress': async (t) => ({
      clientId: (await t.make.client()).id,
      address1: '9 Quay Road',
      city: 'Elizabeth',
      isPrimary: false,
    }),
    'POST /api/client/addContact': async (t) => ({
      clientId: (await t.make.client()).id,
      firstName: 'Sam',
      lastName: 'Ortiz',
      contactInfos: [{ contactTypeId: 1, value: '555-0100' }],
    }),
  },
};
