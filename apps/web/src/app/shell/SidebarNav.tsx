import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../../auth/AuthContext';
import { visibleEntries } from '../features';
import type { SidebarEntry } from '../routeTypes';
import classes from './SidebarNav.module.css';

function isActive(entry: SidebarEntry, pathname: string) {
  if (entry.to === '/') return pathname === '/';
  return pathname === entry.to || pathname.startsWith(`${entry.to}/`);
}

interface SidebarNavProps {
  minified: boolean;
  /** Called after a link is followed (closes the phone drawer). */
  onNavigate?: () => void;
}

interface Tip {
  label: string;
  top: number;
  left: number;
}

/** The links of the sidebar; the surrounding element supplies the navigation landmark. */
export function SidebarNav({ minified, onNavigate }: SidebarNavProps) {
  const { scope } = useAuth();
  const { pathname } = useLocation();
  // Minified, the labels show as a tooltip beside the icon, on hover and on keyboard focus.
  const [tip, setTip] = useState<Tip | null>(null);
  const showTip = (label: string) => (event: React.SyntheticEvent<HTMLElement>) => {
    const r = event.currentTarget.getBoundingClientRect();
    setTip({ label, top: r.top + r.height / 2, left: r.right + 10 });
  };
  const hideTip = () => setTip(null);

  return (
    <>
      <ul className={classes.list} data-minified={minified || undefined}>
        {visibleEntries(scope).map((entry) => {
          const active = isActive(entry, pathname);
          return (
            <li key={entry.to}>
              <Link
                to={entry.to}
                className={classes.link}
                data-active={active || undefined}
                aria-current={active ? 'page' : undefined}
                aria-label={minified ? entry.label : undefined}
                onClick={() => {
                  hideTip();
                  onNavigate?.();
                }}
                onMouseEnter={minified ? showTip(entry.label) : undefined}
                onFocus={minified ? showTip(entry.label) : undefined}
                onMouseLeave={hideTip}
                onBlur={hideTip}
              >
                <entry.icon size={21} stroke={1.7} aria-hidden className={classes.icon} />
                {!minified && <span className={classes.label}>{entry.label}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
      {minified && tip && (
        <div className={classes.tip} style={{ top: tip.top, left: tip.left }} aria-hidden>
          {tip.label}
        </div>
      )}
    </>
  );
}
