import { Badge } from '@mantine/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import classes from './DetailTabs.module.css';

/** One tab of a detail screen: a URL under the record's (`''` for the record's own address). */
export interface DetailTab {
  path: string;
  label: string;
  /**
   * The badge beside the label (how many history entries, items…); none while unknown. A count read
   * by its own query is an element that reads it (`(active) => <HistoryCount … active={active} />`),
   * so its answer redraws the badge, not the whole record screen.
   */
  count?: number | ((active: boolean) => ReactNode);
  content: ReactNode;
  /**
   * Always mounted, hidden while another tab shows: a form's unsaved changes survive a look at
   * the History tab, and the header's Save button always has its form.
   */
  keepMounted?: boolean;
  /**
   * Where the screen goes when this tab goes with the record's status while it shows (Pick, once
   * the ticket is picked: on to Deliver); the record's first tab otherwise.
   */
  goneTo?: string;
}

interface DetailTabsProps {
  tabs: DetailTab[];
  /** The record's address ("/projects/12"); each tab's is below it ("/projects/12/history"). */
  basePath: string;
  active: DetailTab;
  label: string;
}

export const tabHref = (basePath: string, tab: DetailTab) => (tab.path ? `${basePath}/${tab.path}` : basePath);

/**
 * The tabs as links: each is an address of its own, so a tab can be bookmarked, opened in a new
 * browser tab, and the back button steps through them.
 */
export function DetailTabs({ tabs, basePath, active, label }: DetailTabsProps) {
  const nav = useRef<HTMLElement>(null);
  const activeHref = tabHref(basePath, active);
  // On a narrow screen the tabs scroll sideways: keep the current one in view (a deep link to the last tab).
  useEffect(() => {
    const reveal = () => {
      const box = nav.current;
      const current = box?.querySelector<HTMLElement>(`a[data-href="${activeHref}"]`);
      if (!current || !box || box.scrollWidth <= box.clientWidth) return;
      const left = current.getBoundingClientRect().left - box.getBoundingClientRect().left + box.scrollLeft;
      if (left < box.scrollLeft || left + current.offsetWidth > box.scrollLeft + box.clientWidth) {
        box.scrollLeft = Math.max(0, left - 16);
      }
    };
    // In the next frame, where the browser lays the page out anyway (not in React's commit).
    const frame = requestAnimationFrame(reveal);
    window.addEventListener('resize', reveal);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', reveal);
    };
  }, [activeHref]);
  // Tabs past either edge of a strip too narrow for them fade out there: a sign that there are more.
  const [more, setMore] = useState({ start: false, end: false });
  useEffect(() => {
    const box = nav.current;
    if (!box) return;
    const measure = () => {
      const start = box.scrollLeft > 1;
      const end = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
      setMore((m) => (m.start === start && m.end === end ? m : { start, end }));
    };
    box.addEventListener('scroll', measure, { passive: true });
    // The strip or its tabs change size: a window resized, a tab's count arrived (the observer also
    // reports each box once when observed, after the browser's own layout).
    const sizes = new ResizeObserver(measure);
    sizes.observe(box);
    if (box.firstElementChild) sizes.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', measure);
      sizes.disconnect();
    };
  }, []);
  return (
    <nav
      aria-label={label}
      className={classes.nav}
      ref={nav}
      data-more-start={more.start || undefined}
      data-more-end={more.end || undefined}
    >
      <ul className={classes.list}>
        {tabs.map((tab) => {
          const current = tab === active;
          return (
            <li key={tab.path}>
              <Link
                to={tabHref(basePath, tab)}
                data-href={tabHref(basePath, tab)}
                className={classes.tab}
                aria-current={current ? 'page' : undefined}
                data-active={current || undefined}
              >
                {tab.label}
                {typeof tab.count === 'function' ? tab.count(current) : <TabBadge count={tab.count} active={current} />}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** A tab's count, filled while its tab is the one shown; nothing while the count is unknown. */
export function TabBadge({ count, active }: { count: number | undefined; active: boolean }) {
  if (count === undefined) return null;
  return (
    <Badge
      size="sm"
      variant={active ? 'filled' : 'light'}
      circle={count < 10}
      // A flex item may shrink below its text: "13" would show as an empty pill.
      style={{ flex: 'none', minWidth: 'max-content' }}
    >
      {count}
    </Badge>
  );
}
