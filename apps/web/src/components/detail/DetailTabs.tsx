import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './DetailTabs.module.css';

/** One tab of a detail screen: a URL under the record's (`''` for the record's own address). */
export interface DetailTab {
  path: string;
  label: string;
  /** The badge beside the label (how many history entries, items…); none while unknown. */
  count?: number;
  content: ReactNode;
  /**
   * Always mounted, hidden while another tab shows: a form's unsaved changes survive a look at
   * the History tab, and the header's Save button always has its form.
   */
  keepMounted?: boolean;
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
  return (
    <nav aria-label={label} className={classes.nav}>
      <ul className={classes.list}>
        {tabs.map((tab) => {
          const current = tab === active;
          return (
            <li key={tab.path}>
              <Link
                to={tabHref(basePath, tab)}
                className={classes.tab}
                aria-current={current ? 'page' : undefined}
                data-active={current || undefined}
              >
                {tab.label}
                {tab.count !== undefined && (
                  <Badge size="sm" variant={current ? 'filled' : 'light'} circle={tab.count < 10}>
                    {tab.count}
                  </Badge>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
