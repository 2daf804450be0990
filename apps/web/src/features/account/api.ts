import { api, type changePasswordBody, type forgotPasswordBody, type resetPasswordBody } from '@freightdesk/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../api/client';

/** Password recovery calls (sign-in itself lives in auth/AuthContext). */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: z.input<typeof forgotPasswordBody>) => call(api.account.forgotPassword, { body }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: z.input<typeof resetPasswordBody>) => call(api.account.resetPassword, { body }),
  });
}

/** One's own password, with the current one; every session ends, this one included. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: z.input<typeof changePasswordBody>) => call(api.account.changePassword, { body }),
  });
}

/** Ends every session of the signed-in user, on every device, this one included. */
export function useSignOutEverywhere() {
  return useMutation({ mutationFn: () => call(api.account.signOutEverywhere) });
}
