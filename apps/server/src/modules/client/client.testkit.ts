import type { ModuleTestKit } from '../../test/kit';

export const testKit: ModuleTestKit = {
  samples: {
    'POST /api/client/getCompanyDetails': async () => ({
      searchTerm: 'a',
      _requiredData: 25,
      _clientTypeIds: [1],
      _includeIds: [1],
    }),
  },
};
