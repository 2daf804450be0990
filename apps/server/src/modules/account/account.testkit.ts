import type { ModuleTestKit } from '../../test/kit';

let seq = 0;
const uid = () => `${Date.now().toString(36)}${++seq}`;

export const testKit: ModuleTestKit = {
  samples: {
    'POST /api/account/token': async () => ({ userName: `nobody_${uid()}`, password: 'Wrong@123' }),
    'POST /api/account/forgot-password': async () => ({ email: `nobody.${uid()}@example.com` }),
    'POST /api/account/change-password': async () => ({
      currentPassword: 'Wrong@123',
      password: 'Abc@123',
      confirmPassword: 'Abc@123',
    }),
    'POST /api/account/reset-password': async () => ({
      token: '1.abc',
      password: 'Abc@123',
      confirmPassword: 'Abc@123',
    }),
  },
};
