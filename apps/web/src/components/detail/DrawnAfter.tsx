import { type ReactNode, useDeferredValue } from 'react';

/**
 * Draws its children one render after the screen around them: a record's header and summary,
 * which are what a person reads first, are on screen before its form is (the form's fields are
 * most of the screen's work, several hundred milliseconds on a slow phone). Nothing below the
 * children moves when they arrive. Not for a dialog: its first field takes the focus as it opens.
 */
export function DrawnAfter({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : null;
}
