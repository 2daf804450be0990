import type { BodyOf, Endpoint, ErrorResponse, ParamsOf, QueryOf, ResponseOf } from '@freightdesk/contracts';
import { getToken } from '../auth/tokenStore';

/** An answer other than 2xx: status and the server's error envelope. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorResponse,
  ) {
    super(body.message);
    this.name = 'ApiError';
  }
  /** Field errors from a 400, keyed by field name. */
  get fieldErrors(): Record<string, string> {
    return this.body.errors ?? {};
  }
}

export interface CallArgs<E extends Endpoint> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  signal?: AbortSignal;
}

/** Told which token got the 401, so a late answer to an old session cannot end a new one. */
type UnauthorizedListener = (token: string) => void;
let onUnauthorized: UnauthorizedListener = () => {};
/** The auth provider registers how to log out when any call answers 401. */
export function setUnauthorizedHandler(listener: UnauthorizedListener) {
  onUnauthorized = listener;
}

export function buildUrl(e: Endpoint, params?: object, query?: object): string {
  let path = e.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = (params as Record<string, unknown> | undefined)?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${e.path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
  }
  const qs = search.toString();
  if (qs) path += `?${qs}`;
  return path;
}

/** Calls one contract endpoint with the bearer token; resolves with its typed response. */
export async function call<E extends Endpoint>(e: E, args: CallArgs<E> = {}): Promise<ResponseOf<E>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (args.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(buildUrl(e, args.params, args.query), {
    method: e.method,
    headers,
    body: args.body === undefined ? undefined : JSON.stringify(args.body),
    signal: args.signal,
  });
  if (res.status === 204) return null as ResponseOf<E>;
  const text = await res.text();
  const data: unknown = text ? safeJson(text) : null;
  if (!res.ok) {
    if (res.status === 401 && token) onUnauthorized(token);
    throw new ApiError(res.status, toEnvelope(res, data));
  }
  return data as ResponseOf<E>;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toEnvelope(res: Response, data: unknown): ErrorResponse {
  if (data && typeof data === 'object' && 'message' in data) {
    const d = data as Partial<ErrorResponse>;
    return { message: String(d.message), messages: d.messages ?? [String(d.message)], errors: d.errors };
  }
  const message = typeof data === 'string' && data ? data : `Request failed with status ${res.status}`;
  return { message, messages: [message] };
}

/** Text for a toast from any error (SPEC.md section 8: status code, request error, or the message). */
export function errorText(err: unknown): string {
  if (err instanceof ApiError) return err.body.messages.join(' ') || `Error ${err.status}`;
  if (err instanceof TypeError) return 'Request error';
  if (err instanceof Error) return `Error: ${err.message}`;
  return String(err);
}
