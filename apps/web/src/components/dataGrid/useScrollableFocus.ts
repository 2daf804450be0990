import { useEffect, useRef, useState } from 'react';

/**
 * A grid wider (or taller) than its frame scrolls inside it: while it does, the frame takes the
 * keyboard focus (arrow keys scroll it) and is a named region, so a keyboard user reaches the
 * columns out of sight even when the grid holds no button or input (WCAG 2.1.1; axe's
 * scrollable-region-focusable). A grid that fits is no extra tab stop.
 */
export function useScrollableFocus() {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);

  useEffect(() => {
    const viewport = ref.current;
    if (!viewport) return;
    const measure = () =>
      setScrolls(viewport.scrollWidth > viewport.clientWidth + 1 || viewport.scrollHeight > viewport.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(viewport);
    // The table inside grows and shrinks with its rows and columns, the frame with the window.
    // The observer reports each box once when observed, after the browser's own layout: measuring
    // here as well would force a layout of the whole page in the middle of React's commit.
    if (viewport.firstElementChild) observer.observe(viewport.firstElementChild);
    return () => observer.disconnect();
  }, []);

  return {
    ref,
    props: (label: string) =>
      scrolls ? { tabIndex: 0, role: 'region', 'aria-label': `${label}, scrolls`, 'data-scroll-frame': true } : {},
  };
}
