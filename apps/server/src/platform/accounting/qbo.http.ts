import { setTimeout as sleep } from 'node:timers/promises';

/** Where QuickBooks Online is reached and as which app and company (QBO_* in the environment). */
export interface QboSettings {
  /** The API's base (https://quickbooks.api.intuit.com; the sandbox's, or a local server of ours in tests). */
  baseUrl: string;
  /** The OAuth 2 token endpoint (https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer). */
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** The company (realm) id. */
  realmId: string;
  /** The refresh token the app was first given; after that the stored one, which rotates. */
  refreshToken: string;
}

/** The tokens as stored: the access token lasts an hour, the refresh token rotates on every use. */
export interface QboTokens {
  accessToken: string;
  accessExpiresAt: Date;
  refreshToken: string;
}

/**
 * Where the tokens live (the database): `current` reads them; `refresh` runs `rotate` under a lock
 * held across servers and stores what it answers before the lock is let go, so no server ever
 * presents a refresh token another has already spent.
 */
export interface QboTokenStore {
  current(): Promise<QboTokens | null>;
  refresh(rotate: (spent: QboTokens | null) => Promise<QboTokens>): Promise<QboTokens>;
}

/** A refusal QuickBooks answered, with its fault code (6070: amounts; 5010: stale SyncToken; 6240: duplicate name). */
export class QboError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
  ) {
    super(message);
  }
}

const MAX_AT_ONCE = 10;
const PER_MINUTE = 500;
/** An access token within this of its end is refreshed first. */
const EARLY_MS = 60_000;

/**
 * The way to QuickBooks Online's API: OAuth 2 bearer tokens refreshed before they end (an hour)
 * or when refused, the refresh token stored as it rotates (under the store's lock, across
 * servers); at most 10 calls at once and 500 a minute; a 429 waited out with backoff; a fault
 * answered as a QboError with QuickBooks' code.
 */
export function qboTransport(
  settings: QboSettings,
  store: QboTokenStore,
  wait: (ms: number) => Promise<unknown> = sleep,
) {
  let running = 0;
  const queue: (() => void)[] = [];
  const started: number[] = [];

  /** A slot among the 10 at once, within the 500 a minute. */
  async function slot() {
    if (running >= MAX_AT_ONCE) await new Promise<void>((go) => queue.push(go));
    running++;
    for (;;) {
      const now = Date.now();
      while (started.length && started[0]! <= now - 60_000) started.shift();
      if (started.length < PER_MINUTE) break;
      await wait(started[0]! + 60_000 - now);
    }
    started.push(Date.now());
  }
  const release = () => {
    running--;
    queue.shift()?.();
  };

  async function rotate(spent: QboTokens | null): Promise<QboTokens> {
    const res = await fetch(settings.tokenUrl, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: spent?.refreshToken ?? settings.refreshToken,
      }),
    });
    const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (!res.ok) {
      throw new QboError(
        `QuickBooks refused the refresh token (${String(body.error ?? res.status)}): connect the app again.`,
        res.status,
        null,
      );
    }
    return {
      accessToken: String(body.access_token),
      accessExpiresAt: new Date(Date.now() + Number(body.expires_in ?? 3600) * 1000),
      refreshToken: String(body.refresh_token),
    };
  }

  /**
   * A token to call with: the stored one while it lasts; otherwise (or when `refused` was refused)
   * a refresh, unless another caller refreshed meanwhile.
   */
  async function accessToken(refused?: string): Promise<string> {
    const now = await store.current();
    const lasts = now && now.accessExpiresAt.getTime() - EARLY_MS > Date.now();
    if (lasts && now.accessToken !== refused) return now.accessToken;
    const seen = refused ?? now?.accessToken;
    // Under the store's lock: another server may have refreshed meanwhile, and its token is used.
    const fresh = await store.refresh(async (stored) =>
      stored && stored.accessToken !== seen && stored.accessExpiresAt.getTime() - EARLY_MS > Date.now()
        ? stored
        : rotate(stored),
    );
    return fresh.accessToken;
  }

  /** One call, with a fresh token, within the limits; a 401 refreshes once, a 429 waits and tries again. */
  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Record<string, unknown>> {
    const url = `${settings.baseUrl}/v3/company/${settings.realmId}${path}${path.includes('?') ? '&' : '?'}minorversion=75`;
    let refreshed = false;
    for (let attempt = 0; ; attempt++) {
      const token = await accessToken();
      await slot();
      let res: Response;
      try {
        res = await fetch(url, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            accept: 'application/json',
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
      } finally {
        release();
      }
      if (res.status === 401 && !refreshed) {
        refreshed = true;
        await accessToken(token);
        continue;
      }
      if (res.status === 429 && attempt < 5) {
        const after = res.headers.get('retry-after');
        await wait(after !== null && /^\d+$/.test(after) ? Number(after) * 1000 : 2 ** attempt * 1000);
        continue;
      }
      const answer = (await res.json().catch(() => ({}))) as Record<string, unknown>;
      if (!res.ok) throw faultOf(res.status, answer);
      return answer;
    }
  }

  const faultOf = (status: number, answer: Record<string, unknown>) => {
    const fault = (answer.Fault ?? answer.fault) as
      | { Error?: { Message?: string; Detail?: string; code?: string }[] }
      | undefined;
    const first = fault?.Error?.[0];
    const text = first ? `${first.Message ?? 'Refused'}${first.Detail ? `: ${first.Detail}` : ''}` : `HTTP ${status}`;
    return new QboError(`QuickBooks answered ${status}: ${text}`, status, first?.code ?? null);
  };

  return { call };
}
