import { createContext, useContext, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * What leaving the page would throw away. Every form (useRecordForm) and every line being typed in
 * a grid (the DataGrid's inline edit) reports here whether it holds changes not saved yet; the one
 * guard of the app (UnsavedChangesGuard) asks before a navigation that would drop them, and the
 * browser asks before the tab closes. One list for the whole app, because a router takes one
 * blocker at a time.
 */
interface Entry {
  dirty: boolean;
  /** Whether the form is still on screen at this address (a record's other tabs keep it mounted). */
  staysAt: (pathname: string) => boolean;
}

const entries = new Set<Entry>();
const listeners = new Set<() => void>();
/** Saves and deletes running now: the navigation they end with is theirs, not a way out of the form. */
let deliberate = 0;

const changed = () => {
  for (const listener of listeners) listener();
};

export const unsavedChanges = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Something on screen holds unsaved changes (what the browser asks about when the tab closes). */
  any: () => deliberate === 0 && [...entries].some((e) => e.dirty),
  /** Going to `pathname` would take unsaved changes off the screen. */
  lostAt: (pathname: string) => deliberate === 0 && [...entries].some((e) => e.dirty && !e.staysAt(pathname)),
};

/**
 * Runs a save or a delete that may navigate away when it succeeds: that navigation does not ask
 * (the changes were saved, or the record is gone on purpose).
 */
export async function leaveDeliberately<T>(run: () => Promise<T>): Promise<T> {
  deliberate += 1;
  try {
    return await run();
  } finally {
    deliberate -= 1;
  }
}

/**
 * The location state of a navigation that drops a form on purpose (after its record was deleted):
 * `navigate('/users', { state: discardChanges })`. The guard lets it through without asking.
 */
export const discardChanges = { unsavedChanges: 'discard' } as const;

export const isDiscarding = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as Record<string, unknown>).unsavedChanges === 'discard';

/**
 * The address a form stays mounted under, when it sits in a record tab that stays mounted while
 * the other tabs show (DetailPage): moving between the record's tabs loses nothing.
 */
export const FormStaysUnderContext = createContext<string | null>(null);

/** Reports, while mounted, whether this form or line holds unsaved changes. */
export function useUnsavedChanges(dirty: boolean) {
  const { pathname } = useLocation();
  const under = useContext(FormStaysUnderContext);
  const entry = useRef<Entry | null>(null);
  if (!entry.current) entry.current = { dirty, staysAt: () => false };
  const current = entry.current;
  current.staysAt = (next) => next === pathname || (under !== null && (next === under || next.startsWith(`${under}/`)));

  useEffect(() => {
    entries.add(current);
    return () => {
      entries.delete(current);
      changed();
    };
  }, [current]);

  useEffect(() => {
    current.dirty = dirty;
    changed();
  }, [current, dirty]);
}
