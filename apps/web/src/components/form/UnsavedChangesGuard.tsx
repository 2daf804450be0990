import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';
import { isDiscarding, unsavedChanges } from './unsavedChanges';

// The dialog (a Mantine modal) loads once something is typed, so the entry bundle stays small.
const loadDialog = () => import('./LeaveDialog');
const LeaveDialog = lazy(loadDialog);

/**
 * A navigation that would take unsaved changes off the screen asks first. Moving within the same
 * screen (its search, a record's tabs that keep the form) never asks; neither does the navigation
 * a save or a delete ends with (`discardChanges` after a record was deleted). A screen's Close
 * asks like any other link. The back button asks too: its history entry's state says nothing of intent.
 */
const shouldAsk: BlockerFunction = ({ currentLocation, nextLocation, historyAction }) => {
  if (nextLocation.pathname === currentLocation.pathname) return false;
  if (historyAction !== 'POP' && isDiscarding(nextLocation.state)) return false;
  return unsavedChanges.lostAt(nextLocation.pathname);
};

/**
 * The one guard of the app, mounted once at the root of the router: "Leave this page?" before an
 * in-app navigation drops what was typed, and the browser's own question before the tab closes or
 * reloads.
 */
export function UnsavedChangesGuard() {
  const blocker = useBlocker(shouldAsk);
  const dirty = useSyncExternalStore(unsavedChanges.subscribe, unsavedChanges.any);
  const [asked, setAsked] = useState(false);
  const blocked = blocker.state === 'blocked';
  if (blocked && !asked) setAsked(true);

  useEffect(() => {
    if (!dirty) return;
    void loadDialog().catch(() => undefined);
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!unsavedChanges.any()) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  // Mounted (closed) while something is unsaved, and from the first question on: a dialog that
  // opens after its mount notes where the focus was, and hands it back when it closes.
  if (!dirty && !asked) return null;
  return (
    <Suspense fallback={null}>
      <LeaveDialog opened={blocked} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />
    </Suspense>
  );
}
