import type { ComponentType } from 'react';

export type ScreenModule = { default: ComponentType };
export type ScreenLoader = () => Promise<ScreenModule>;

/** SPEC.md section 9: the indicator waits 200 ms; a screen not loaded within 10 s has failed. */
export const LOADING_INDICATOR_DELAY_MS = 200;
export const SCREEN_LOAD_TIMEOUT_MS = 10_000;

/** Screens already loaded, so going back to one renders at once. */
const loaded = new Map<ScreenLoader, ComponentType>();

export function loadedScreen(load: ScreenLoader): ComponentType | undefined {
  return loaded.get(load);
}

/**
 * Loads a screen's chunk. A retry first calls the loader again; browsers may remember a failed
 * dynamic import for its address, so if that fails too, the chunk is asked for again under a
 * fresh query string, which the browser treats as a new module.
 */
export async function loadScreen(load: ScreenLoader, attempt: number): Promise<ComponentType> {
  let mod: ScreenModule;
  try {
    mod = await load();
  } catch (err) {
    const url = attempt > 0 ? failedModuleUrl(err) : null;
    if (!url) throw err;
    const busted = new URL(url, window.location.href);
    busted.searchParams.set('retry', String(attempt));
    mod = (await import(/* @vite-ignore */ busted.href)) as ScreenModule;
  }
  loaded.set(load, mod.default);
  return mod.default;
}

/** The chunk address from the browser's "Failed to fetch dynamically imported module: <url>". */
export function failedModuleUrl(err: unknown): string | null {
  const message = err instanceof Error ? err.message : String(err);
  const match = /(https?:\/\/[^\s?#'"]+\.js)/.exec(message);
  return match?.[1] ?? null;
}
