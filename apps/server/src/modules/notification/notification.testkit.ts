import type { ModuleTestKit } from '../../test/kit';

export const testKit: ModuleTestKit = {
  samples: {
    'PUT /api/notification/preferences': async () => ({ emailReminders: false }),
  },
};
