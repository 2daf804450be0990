import {
  accountEndpoints,
  type changePasswordBody,
  type forgotPasswordBody,
  type resetPasswordBody,
} from '@freightdesk/contracts';
import type { z } from 'zod';
import { useEndpointMutation } from '../../api/hooks';

/* Password recovery calls (sign-in itself lives in auth/AuthContext): they change nothing the cache holds. */
export const useForgotPassword = () =>
  useEndpointMutation(accountEndpoints.forgotPassword, {
    input: (body: z.input<typeof forgotPasswordBody>) => ({ body }),
    invalidates: [],
  });

export const useResetPassword = () =>
  useEndpointMutation(accountEndpoints.resetPassword, {
    input: (body: z.input<typeof resetPasswordBody>) => ({ body }),
    invalidates: [],
  });

/** One's own password, with the current one; every session ends, this one included. */
export const useChangePassword = () =>
  useEndpointMutation(accountEndpoints.changePassword, {
    input: (body: z.input<typeof changePasswordBody>) => ({ body }),
    invalidates: [],
  });

/** Ends every session of the signed-in user, on every device, this one included. */
export const useSignOutEverywhere = () =>
  useEndpointMutation<typeof accountEndpoints.signOutEverywhere, void>(accountEndpoints.signOutEverywhere, {
    input: () => ({}),
    invalidates: [],
  });
