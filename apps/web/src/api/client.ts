import type { BodyOf, Endpoint, ErrorResponse, ParamsOf, QueryOf, ResponseOf } from '@freightdesk/contracts';
import { getToken } from '../auth/tokenStore';
import { takeFrameRead } from './frameRead';

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

/** What a request needs of an endpoint: its method and path. */
type Route = Pick<Endpoint, 'method' | 'path'>;

export function buildUrl(e: Route, params?: object, query?: object): string {
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

/** Sends a request to a contract endpoint with the bearer token. */
async function send(
  e: Route,
  args: { params?: object; query?: object; body?: unknown; signal?: AbortSignal },
  accept: string,
) {
  const headers: Record<string, string> = { Accept: accept };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (args.body !== undefined) headers['Content-Type'] = 'application/json';
  const url = buildUrl(e, args.params, args.query);
  const early = e.method === 'GET' ? takeFrameRead(url, token) : undefined;
  if (early) {
    const res = await early.catch(() => undefined);
    if (res) return { res, token };
  }
  const res = await fetch(url, {
    method: e.method,
    headers,
    body: args.body === undefined ? undefined : JSON.stringify(args.body),
    signal: args.signal,
  });
  return { res, token };
}

/** A non-2xx answer as an ApiError; a 401 to a signed-in call logs out. */
async function failure(res: Response, token: string | null): Promise<ApiError> {
  const text = await res.text();
  if (res.status === 401 && token) onUnauthorized(token);
  return new ApiError(res.status, toEnvelope(res.status, text ? safeJson(text) : null));
}

/**
 * An answer other than 2xx read by other means than fetch (an XMLHttpRequest upload, which reports
 * progress): the same ApiError as call() gives, and a 401 logs out the same way.
 */
export function apiErrorOf(status: number, text: string, token: string | null): ApiError {
  if (status === 401 && token) onUnauthorized(token);
  return new ApiError(status, toEnvelope(status, text ? safeJson(text) : null));
}

/** Calls one contract endpoint with the bearer token; resolves with its typed response. */
export function call<E extends Endpoint>(e: E, args: CallArgs<E> = {}): Promise<ResponseOf<E>> {
  return json<E>(e, args);
}

/** Sends a request and reads its JSON answer (null for none), or fails with an ApiError. */
async function json<E extends Endpoint>(route: Route, args: Parameters<typeof send>[1]): Promise<ResponseOf<E>> {
  const { res, token } = await send(route, args, 'application/json');
  if (!res.ok) throw await failure(res, token);
  if (res.status === 204) return null as ResponseOf<E>;
  const text = await res.text();
  return (text ? safeJson(text) : null) as ResponseOf<E>;
}

/**
 * Calls an endpoint by its method and path alone, typed by the endpoint it stands for: for a call
 * that must leave before the contracts' chunk has loaded (the start-up session check, a record
 * screen's first read).
 *
 *   callByRoute<typeof accountEndpoints.me>({ method: 'GET', path: '/api/account/me' })
 */
export function callByRoute<E extends Endpoint>(
  route: Pick<E, 'method' | 'path'>,
  args: CallArgs<E> = {},
): Promise<ResponseOf<E>> {
  return json<E>(route, args);
}

/** A file from a file endpoint (an export): its bytes and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/**
 * Calls a file endpoint and reads the answer chunk by chunk, telling `onProgress` how many bytes
 * have arrived (an export's size is not known up front, so there is no percentage). Errors are
 * ApiErrors, as with call().
 */
export async function download<E extends Endpoint>(
  e: E,
  args: CallArgs<E> & { onProgress?: (bytesReceived: number) => void },
): Promise<DownloadedFile> {
  const { res, token } = await send(e, args, '*/*');
  if (!res.ok) throw await failure(res, token);
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  const reader = res.body?.getReader();
  for (let part = await reader?.read(); part && !part.done; part = await reader?.read()) {
    chunks.push(part.value);
    received += part.value.byteLength;
    args.onProgress?.(received);
  }
  const type = res.headers.get('Content-Type') ?? 'application/octet-stream';
  return { blob: new Blob(chunks, { type }), filename: filenameOf(res.headers.get('Content-Disposition')) };
}

/** The file name of a Content-Disposition header, preferring the UTF-8 form. */
function filenameOf(disposition: string | null): string {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (utf8) return decodeURIComponent(utf8);
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? 'download';
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toEnvelope(status: number, data: unknown): ErrorResponse {
  if (data && typeof data === 'object' && 'message' in data) {
    const d = data as Partial<ErrorResponse>;
    return { message: String(d.message), messages: d.messages ?? [String(d.message)], errors: d.errors };
  }
  const message = typeof data === 'string' && data ? data : `Request failed with status ${status}`;
  return { message, messages: [message] };
}

/** Text for a toast from any error (docs/requirements.md section 8: status code, request error, or the message). */
export function errorText(err: unknown): string {
  if (err instanceof ApiError) return err.body.messages.join(' ') || `Error ${err.status}`;
  if (err instanceof TypeError) return 'Request error';
  if (err instanceof Error) return `Error: ${err.message}`;
  return String(err);
}
