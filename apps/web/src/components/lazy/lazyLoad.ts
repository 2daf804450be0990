import type { ComponentType } from 'react';

/** A screen's module, loaded on demand: the screen is its default export. */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/**
 * docs/requirements.md section 9: the indicator waits 200 ms; a screen not loaded within 10 s has failed; a
 * script chunk's fetch gives up after 120 s.
 */
export const LOADING_INDICATOR_DELAY_MS = 200;
export const SCREEN_LOAD_TIMEOUT_MS = 10_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export type ChunkFailure = 'error' | 'timeout';

/**
 * docs/requirements.md section 8: a script chunk that did not load says "Loading chunk {n} failed", with the
 * failure type (error: the fetch failed; timeout: no answer within 120 s) and the address.
 */
export class ChunkLoadError extends Error {
  readonly chunk: string;
  constructor(
    readonly type: ChunkFailure,
    readonly address: string | null,
  ) {
    const chunk = address ? chunkName(address) : 'unknown';
    super(`Loading chunk ${chunk} failed.\n(${type}: ${address ?? 'unknown address'})`);
    this.name = 'ChunkLoadError';
    this.chunk = chunk;
  }
}

/** "ProposalListPage-D84O53bL" for ".../assets/ProposalListPage-D84O53bL.js?retry=1". */
function chunkName(address: string): string {
  const file = new URL(address, window.location.href).pathname.split('/').pop() ?? address;
  return file.replace(/\.[jt]sx?$/, '');
}

/** Screens already loaded, so going back to one renders at once. */
const loaded = new WeakMap<object, unknown>();
/** Screens whose last fetch gave up waiting: a retry asks afresh instead of joining the stalled fetch. */
const stalled = new WeakSet<object>();

export function loadedScreen<P extends object>(load: () => Promise<unknown>): ComponentType<P> | undefined {
  // Each loader's entry is the component loadExport took from its module, of the type its caller names.
  return loaded.get(load) as ComponentType<P> | undefined;
}

/**
 * Loads the chunk of a screen or a panel and takes its component, the module's export `name`
 * (`default` for a screen), giving up after 120 s. A retry first calls the loader again; browsers
 * may remember a failed dynamic import for its address, so if that fails too (or the last fetch
 * stalled), the chunk is asked for again under a fresh query string, which the browser treats as
 * a new module. Fails with a ChunkLoadError.
 */
export async function loadExport<P extends object>(
  load: () => Promise<unknown>,
  name: string,
  attempt: number,
): Promise<ComponentType<P>> {
  const address = chunkAddress(load);
  let mod: unknown;
  try {
    if (attempt > 0 && stalled.has(load)) throw new ChunkLoadError('timeout', address);
    mod = await fetchChunk(load, address);
  } catch (err) {
    const failure = err as ChunkLoadError;
    if (failure.type === 'timeout') stalled.add(load);
    if (attempt === 0 || !failure.address) throw failure;
    const busted = new URL(failure.address, window.location.href);
    busted.searchParams.set('retry', String(attempt));
    mod = await fetchChunk(() => import(/* @vite-ignore */ busted.href), busted.href);
  }
  stalled.delete(load);
  // The callers' types name an export of the module that is a component taking P (lazyPanel's `name`).
  const Component = (mod as Record<string, ComponentType<P>>)[name] as ComponentType<P>;
  loaded.set(load, Component);
  return Component;
}

/** Runs one chunk fetch: its module, or a ChunkLoadError when it fails or does not answer within 120 s. */
async function fetchChunk<M>(run: () => Promise<M>, address: string | null): Promise<M> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError('timeout', address)), CHUNK_LOAD_TIMEOUT_MS);
  });
  try {
    return await Promise.race([run(), timeout]);
  } catch (err) {
    if (err instanceof ChunkLoadError) throw err;
    throw new ChunkLoadError('error', failedModuleUrl(err) ?? address);
  } finally {
    clearTimeout(timer);
  }
}

/** The chunk address from the browser's "Failed to fetch dynamically imported module: <url>". */
export function failedModuleUrl(err: unknown): string | null {
  const message = err instanceof Error ? err.message : String(err);
  const match = /(https?:\/\/[^\s?#'"]+\.js)/.exec(message);
  return match?.[1] ?? null;
}

/**
 * The address of the chunk a loader imports. The bundler writes it into the loader itself
 * (`() => import("./ProposalListPage-D84O53bL.js")`, beside this module in the same folder) and
 * nowhere else a running page can ask; a fetch that never answers leaves no error to name it.
 */
export function chunkAddress(load: () => Promise<unknown>): string | null {
  const match = /import\(\s*["'`]([^"'`]+\.[jt]sx?)["'`]/.exec(String(load));
  return match?.[1] ? new URL(match[1], import.meta.url).href : null;
}
