import type { AppRoute } from '../../app/routeTypes';

/** /login, which a signed-in user skips (docs/requirements.md section 2). */
export const signInRoute: AppRoute = {
  path: '/login',
  access: 'public',
  title: 'Sign in',
  description: 'Welcome back. Sign in to your FreightDesk account.',
  load: () => import('./pages/LoginPage'),
};

/** Password recovery works signed in or not: the link arrives by mail. */
export const accountRoutes: AppRoute[] = [
  {
    path: '/account/forgot-password',
    access: 'public',
    title: 'Forgot password',
    load: () => import('./pages/ForgotPasswordPage'),
  },
  {
    path: '/account/reset-password',
    access: 'public',
    title: 'Reset password',
    load: () => import('./pages/ResetPasswordPage'),
  },
];
