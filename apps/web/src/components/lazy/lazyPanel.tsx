import type { ComponentType } from 'react';
import { LazyComponent } from './LazyScreen';
import { loadExport } from './lazyLoad';

/** A component whose code is loaded when it is first drawn, or sooner when asked (`preload`). */
export type LazyPanel<P extends object> = ComponentType<P> & { preload: () => void };

/**
 * A part of a screen whose code need not hold up the rest: a record's tab other than the one it
 * opens on (its lines with their grid and dialogs, its files). `lazyPanel(() => import('./PoItemsTab'),
 * 'PoItemsTab')` takes the component its module exports under that name, typed from the module.
 * Drawn, it shows the screen loader's indicator after 200 ms and the retry if its chunk fails.
 * `preload` fetches the code ahead (DetailPage does, for the tabs not shown, once the browser is
 * idle), so opening the tab does not wait.
 */
export function lazyPanel<M, K extends keyof M & string>(load: () => Promise<M>, name: K): LazyPanel<PropsOf<M[K]>> {
  type P = PropsOf<M[K]>;
  const Panel = (props: P) => <LazyComponent load={load} name={name} props={props} />;
  return Object.assign(Panel, {
    // A failure is shown, and retried, by the panel when it is drawn.
    preload: () => void loadExport<P>(load, name, 0).catch(() => undefined),
  });
}

/** The props of a component type; `never` for an export that is not a component. */
type PropsOf<C> = C extends ComponentType<infer P> ? (P extends object ? P : never) : never;

/** The panel's preload, when an element is one of these panels. */
export function preloadOf(element: unknown): (() => void) | undefined {
  if (typeof element !== 'object' || element === null || !('type' in element)) return undefined;
  const { type } = element;
  return typeof type === 'function' && 'preload' in type && typeof type.preload === 'function'
    ? (type.preload as () => void)
    : undefined;
}
