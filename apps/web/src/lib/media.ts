import type { MantineBreakpoint } from '@mantine/core';
import { useSyncExternalStore } from 'react';

/**
 * The screen's width classes, read from the browser as a screen renders: right on its first render,
 * so nothing is drawn for the wrong width and redrawn after (a phone would pay for both).
 */

/** A phone, held upright or sideways: narrower than Mantine's `sm` (48em). */
export const PHONE_QUERY = '(max-width: 48em)';
/** A narrow phone: narrower than Mantine's `xs` (36em). */
export const NARROW_PHONE_QUERY = '(max-width: 36em)';

const lists = new Map<string, MediaQueryList>();
function listOf(query: string): MediaQueryList | undefined {
  if (typeof window === 'undefined' || !('matchMedia' in window)) return undefined;
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/** Whether the media query matches now; the component renders again when that changes. */
export function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = listOf(query);
      list?.addEventListener('change', changed);
      return () => list?.removeEventListener('change', changed);
    },
    () => listOf(query)?.matches ?? false,
    () => false,
  );
}

/** Mantine's default breakpoints, in em, as the theme keeps them (app/theme.ts does not change them). */
const BREAKPOINTS: Record<MantineBreakpoint, string> = { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' };
const ORDER = Object.keys(BREAKPOINTS) as MantineBreakpoint[];
const widthQuery = (bp: MantineBreakpoint) => `(min-width: ${BREAKPOINTS[bp]})`;

/**
 * The widest breakpoint the screen reaches (undefined below `xs`), with one subscription for all of
 * them: a grid asks it once for its columns, not once per cell.
 */
function useWidestBreakpoint(): MantineBreakpoint | undefined {
  const index = useSyncExternalStore(
    (changed) => {
      const all = ORDER.map((bp) => listOf(widthQuery(bp)));
      for (const list of all) list?.addEventListener('change', changed);
      return () => {
        for (const list of all) list?.removeEventListener('change', changed);
      };
    },
    () => ORDER.findLastIndex((bp) => listOf(widthQuery(bp))?.matches),
    () => ORDER.length - 1,
  );
  return ORDER[index];
}

/** Whether something shown from a breakpoint on (`visibleFrom`) is shown at the screen's width. */
export function useShownFrom(): (from: MantineBreakpoint | undefined) => boolean {
  const widest = useWidestBreakpoint();
  const reached = widest === undefined ? -1 : ORDER.indexOf(widest);
  return (from) => from === undefined || ORDER.indexOf(from) <= reached;
}
