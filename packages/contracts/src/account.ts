import { z } from 'zod';
import { endpoint } from './common/endpoint';
import { messageResponse, PASSWORDS_MISMATCH, REQUIRED } from './common/errors';
import { passwordRule } from './common/password';

const tag = 'Account';

export const tokenBody = z.object({
  userName: z.string().trim().min(1, REQUIRED).max(100),
  password: z.string().min(1, REQUIRED).max(200),
  rememberMe: z.boolean().default(false),
});
export const tokenResponse = z.object({ token: z.string(), expiresAt: z.iso.datetime() });

export const forgotPasswordBody = z.object({ email: z.string().trim().min(1, REQUIRED).max(254) });

export const resetPasswordBody = z
  .object({
    token: z.string().min(1, REQUIRED).max(200),
    password: passwordRule,
    confirmPassword: z.string(),
  })
  .refine((b) => b.password === b.confirmPassword, { path: ['confirmPassword'], message: PASSWORDS_MISMATCH });

/** One's own password, changed with the current one (docs/design.md section 5). */
export const changePasswordBody = z
  .object({
    currentPassword: z.string().min(1, REQUIRED).max(200),
    password: passwordRule,
    confirmPassword: z.string(),
  })
  .refine((b) => b.password === b.confirmPassword, { path: ['confirmPassword'], message: PASSWORDS_MISMATCH });

export const currentUser = z.object({
  id: z.number().int(),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  userTypeId: z.number().int(),
  clientId: z.number().int(),
  isAdmin: z.boolean(),
  scope: z.string(),
});
export type CurrentUser = z.infer<typeof currentUser>;

export const accountEndpoints = {
  token: endpoint({
    method: 'POST',
    path: '/api/account/token',
    access: 'public',
    tag,
    summary: 'Sign in: exchange a user name and password for a bearer token',
    body: tokenBody,
    response: tokenResponse,
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/api/account/forgot-password',
    access: 'public',
    tag,
    summary: 'Mail a single-use password reset link; the same answer whether or not the address is known',
    body: forgotPasswordBody,
    response: messageResponse,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/account/reset-password',
    access: 'public',
    tag,
    summary: 'Set a new password with a reset token',
    body: resetPasswordBody,
    response: messageResponse,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/account/change-password',
    access: 'signedIn',
    tag,
    summary:
      "Change the signed-in user's own password, given the current one; every session of the user ends, this one included",
    body: changePasswordBody,
    response: messageResponse,
  }),
  signOutEverywhere: endpoint({
    method: 'POST',
    path: '/api/account/sign-out-everywhere',
    access: 'signedIn',
    tag,
    summary: 'End every session of the signed-in user, on every device, this one included',
    status: 204,
    response: z.null(),
  }),
  me: endpoint({
    method: 'GET',
    path: '/api/account/me',
    access: 'signedIn',
    tag,
    summary: 'The signed-in user',
    response: currentUser,
  }),
};
