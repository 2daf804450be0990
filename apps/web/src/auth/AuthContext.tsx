import {
  type accountEndpoints,
  CLIENT_USER_TYPE_ID,
  type CurrentUser,
  parseScope,
  type Scope,
} from '@freightdesk/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { call, callByRoute, setUnauthorizedHandler } from '../api/client';
import { notify } from '../components/notify';
import { clearToken, getToken, setToken, TOKEN_KEY } from './tokenStore';

export type AuthStatus = 'anonymous' | 'loading' | 'authenticated';

export interface AuthState {
  status: AuthStatus;
  user: CurrentUser | null;
  scope: Scope;
  /**
   * The provider's own staff (not a client user): what is billed and on what basis (rates,
   * periods, hours, stock by hand, weights, pieces, groups, receiving) is theirs to decide, whatever
   * permissions a client user holds; the server refuses client users the same way.
   */
  staff: boolean;
  signIn(userName: string, password: string, remember: boolean): Promise<void>;
  signOut(): void;
}

/**
 * The account calls bring zod and the contracts' schemas, so they load on first use (the start-up
 * check, a sign-in), beside the screen that needs them too, instead of with the entry.
 */
const account = () => import('../api/accountCalls').then((c) => c.accountEndpoints);
// A stored token: the account calls start loading as the entry runs (a sign-in needs them later).
if (getToken()) account().catch(() => {});

/**
 * The start-up check needs only the call's method and path (call() sends and reads JSON; it does
 * not parse with the schema), so it goes out as the entry runs, beside the screen's chunks, instead
 * of after the contracts' chunk and the first render.
 */
const callMe = (signal?: AbortSignal) =>
  callByRoute<typeof accountEndpoints.me>({ method: 'GET', path: '/api/account/me' }, { signal });
const earlyToken = getToken();
let earlyMe: Promise<CurrentUser> | null = earlyToken ? callMe() : null;
earlyMe?.catch(() => {});

/** The session: the early answer once, if it is for the token still stored; otherwise a call. */
function readMe(signal: AbortSignal): Promise<CurrentUser> {
  const early = earlyMe;
  earlyMe = null;
  // Any failure of the early call (a 401 before the provider listens) is asked again, as before.
  if (early && getToken() === earlyToken) return early.catch(() => callMe(signal));
  return callMe(signal);
}

/** The signed-in user is server state: it lives in the query cache under this key. */
export const currentUserKey = ['account', 'me'] as const;

const SESSION_ENDED_TOAST = 'session-ended';
const noScope = parseScope('');

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // The token itself is mirrored in state so that a sign-in or log-out re-renders the app.
  const [token, setTokenState] = useState<string | null>(getToken);
  const [signingIn, setSigningIn] = useState(false);

  const me = useQuery({
    queryKey: currentUserKey,
    queryFn: ({ signal }) => readMe(signal),
    enabled: token !== null,
    staleTime: 5 * 60_000,
    // Coming back to the tab re-reads the user, so a changed permission shows in the sidebar.
    refetchOnWindowFocus: true,
  });

  const endSession = useCallback(() => {
    clearToken();
    setTokenState(null);
    // Drop every cached answer so the next user never sees the previous user's data.
    queryClient.cancelQueries();
    queryClient.clear();
  }, [queryClient]);

  // A burst of parallel calls may all answer 401: only the first one (while that token is still
  // stored) logs out and shows the toast; the rest, and late answers to an older session, do nothing.
  const endSessionRef = useRef(endSession);
  endSessionRef.current = endSession;
  useEffect(() => {
    setUnauthorizedHandler((rejected) => {
      if (getToken() !== rejected) return;
      endSessionRef.current();
      notify.info('Your session has ended. Please sign in again.', { toastId: SESSION_ENDED_TOAST });
    });
    return () => setUnauthorizedHandler(() => {});
  }, []);

  // A remembered token is shared by every tab: signing out or in elsewhere follows here.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== TOKEN_KEY && event.key !== null) return;
      const current = getToken();
      if (current === null) endSessionRef.current();
      else {
        queryClient.removeQueries({ queryKey: currentUserKey });
        setTokenState(current);
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);

  const signIn = useCallback(
    async (userName: string, password: string, remember: boolean) => {
      // A stale token must not ride along on the sign-in call: its 401 would read as "session ended".
      clearToken();
      queryClient.removeQueries({ queryKey: currentUserKey });
      setSigningIn(true);
      try {
        const calls = await account();
        const { token: fresh } = await call(calls.token, { body: { userName, password, rememberMe: remember } });
        setToken(fresh, remember);
        await queryClient.fetchQuery({ queryKey: currentUserKey, queryFn: () => call(calls.me) });
        setTokenState(fresh);
      } catch (err) {
        clearToken();
        setTokenState(null);
        throw err;
      } finally {
        setSigningIn(false);
      }
    },
    [queryClient],
  );

  // A start-up check that fails for another reason than 401 (server down) leaves the token in
  // place but shows the sign-in page; the check runs again on focus and restores the session.
  const user = token !== null ? (me.data ?? null) : null;
  const status: AuthStatus = user
    ? 'authenticated'
    : signingIn || (token !== null && me.isPending)
      ? 'loading'
      : 'anonymous';
  const scope = useMemo(() => (user ? parseScope(user.scope) : noScope), [user]);

  const value = useMemo<AuthState>(
    () => ({
      status,
      user,
      scope,
      staff: user !== null && user.userTypeId !== CLIENT_USER_TYPE_ID,
      signIn,
      signOut: endSession,
    }),
    [status, user, scope, signIn, endSession],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The sign-in state: status, the current user, their parsed scope, and sign in / sign out. */
export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
