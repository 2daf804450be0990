import { useEffect, useRef } from 'react';
import { useMatches } from 'react-router';

/**
 * How long a new screen's heading is followed: its code may still be on its way, and a slow phone or
 * a busy server can take seconds more to draw the screen's own heading in place of the frame's.
 * Following ends at once when the user moves the focus, clicks or taps.
 */
const WAIT_MS = 15_000;

/**
 * After a move to another screen, the keyboard starts at that screen's heading, not at the top of
 * the page (about 16 Tabs through the header and sidebar before the form). A field the screen
 * focuses itself (a scan field) keeps the focus, and so does whatever the user reaches for first.
 * A record's tabs are one screen: moving between them leaves the focus on the tab.
 */
export function useFocusNewScreen(mainId: string) {
  const matches = useMatches();
  const last = matches.at(-1);
  const { '*': _tab, ...params } = last?.params ?? {};
  const screen = `${last?.id ?? ''} ${JSON.stringify(params)}`;
  const first = useRef(true);

  useEffect(() => {
    // The first screen is where the browser put the user; only a move is followed.
    if (first.current || !screen) {
      first.current = false;
      return;
    }
    const main = document.getElementById(mainId);
    if (!main) return;
    const origin = document.activeElement;
    let heading: HTMLElement | null = null;
    const place = () => {
      const active = document.activeElement;
      // The screen focused a field itself: it keeps it.
      if (active && active !== document.body && active !== heading && active !== origin && main.contains(active)) {
        stop();
        return;
      }
      // The heading focused is still there (the frame's heading is replaced by the screen's own).
      if (heading?.isConnected && active === heading) return;
      const next = main.querySelector<HTMLElement>('h1');
      if (!next) return;
      next.tabIndex = -1;
      heading = next;
      next.focus({ preventScroll: true });
    };
    const observer = new MutationObserver(place);
    const timer = window.setTimeout(() => stop(), WAIT_MS);
    // Once the user moves (a key, a click, a tap), the focus is theirs: stop following. A heading
    // replaced under the focus (the frame's by the screen's, or the screen's drawn again) sends it
    // to the body, which is no move of the user's: the next heading takes it. Focus a script moves
    // into the screen (a scan field) is kept by `place`.
    const byUser = () => stop();
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
      window.removeEventListener('keydown', byUser, true);
      window.removeEventListener('pointerdown', byUser, true);
    }
    observer.observe(main, { childList: true, subtree: true });
    place();
    window.addEventListener('keydown', byUser, true);
    window.addEventListener('pointerdown', byUser, true);
    return stop;
  }, [screen, mainId]);
}
