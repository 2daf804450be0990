import { Center } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../components/Spinner';
import { useAuth } from './AuthContext';

/** Where a signed-out user was headed, carried to /login in the location state. */
export interface LoginState {
  from?: string;
}

function FullPageLoader() {
  return (
    <Center h="100vh">
      <Spinner label="Signing in" />
    </Center>
  );
}

/**
 * Shell routes: a signed-out user goes to /login, remembering the address they asked for. While a
 * stored session is checked, `pending` (the page's frame) stands in, or a spinner.
 */
export function RequireAuth({ pending }: { pending?: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return pending ?? <FullPageLoader />;
  if (status === 'anonymous') {
    const state: LoginState = { from: location.pathname + location.search + location.hash };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}

/** /login: a signed-in user is sent on, to where they were headed or home. */
export function RedirectIfSignedIn() {
  const { status } = useAuth();
  const location = useLocation();
  if (status !== 'authenticated') return <Outlet />;
  const from = (location.state as LoginState | null)?.from;
  return <Navigate to={from?.startsWith('/') && !from.startsWith('/login') ? from : '/'} replace />;
}
