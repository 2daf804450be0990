import { Burger } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { BrandMark } from '../../components/BrandMark';
import { NotificationMenu } from '../../features/notifications/components/NotificationMenu';
import { PHONE_QUERY, useMedia } from '../../lib/media';
import { HeaderSearch, HeaderShortcuts } from './HeaderTools';
import classes from './Shell.module.css';
import { SidebarNav } from './SidebarNav';
import { UserMenu } from './UserMenu';
import { useFocusNewScreen } from './useFocusNewScreen';
import { useSidebarMode } from './useSidebarState';

const PhoneNav = lazy(() => import('./PhoneNav'));

/** The signed-in frame: header (banner), sidebar (navigation) and the screen (main). */
export default function Shell() {
  const isPhone = useMedia(PHONE_QUERY);
  const sidebar = useSidebarMode();
  const [drawerOpened, setDrawerOpened] = useState(false);
  // The drawer stays mounted after its first opening so that it can animate closed.
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  useFocusNewScreen('main-content');
  const openDrawer = () => {
    setDrawerLoaded(true);
    setDrawerOpened((o) => !o);
  };

  useEffect(() => {
    if (!isPhone) setDrawerOpened(false);
  }, [isPhone]);

  const toggleLabel = sidebar.minified ? 'Expand sidebar' : 'Collapse sidebar';
  return (
    <div className={classes.shell}>
      <a href="#main-content" className={classes.skipLink}>
        Skip to main content
      </a>
      <header className={classes.header}>
        <div className={classes.headerStart}>
          {isPhone ? (
            <Burger
              opened={drawerOpened}
              onClick={openDrawer}
              color="white"
              size="sm"
              aria-label={drawerOpened ? 'Close navigation' : 'Open navigation'}
            />
          ) : (
            <button
              type="button"
              className={classes.headerIcon}
              aria-label={toggleLabel}
              title={toggleLabel}
              aria-expanded={!sidebar.minified}
              aria-controls="sidebar"
              onClick={sidebar.toggle}
            >
              {sidebar.minified ? (
                <IconLayoutSidebarLeftExpand size={22} aria-hidden />
              ) : (
                <IconLayoutSidebarLeftCollapse size={22} aria-hidden />
              )}
            </button>
          )}
          <Link to="/" className={classes.brandLink}>
            <BrandMark inverse compact={false} />
          </Link>
        </div>
        {!isPhone && <HeaderSearch />}
        <div className={classes.headerEnd}>
          {!isPhone && <HeaderShortcuts />}
          <NotificationMenu />
          <UserMenu />
        </div>
      </header>

      <div className={classes.body}>
        {!isPhone && (
          <nav
            id="sidebar"
            aria-label="Main navigation"
            className={classes.navbar}
            data-minified={sidebar.minified || undefined}
          >
            <SidebarNav minified={sidebar.minified} />
          </nav>
        )}
        <main id="main-content" tabIndex={-1} className={classes.main}>
          <Outlet />
        </main>
      </div>

      {isPhone && drawerLoaded && (
        <Suspense fallback={null}>
          <PhoneNav opened={drawerOpened} onClose={() => setDrawerOpened(false)} />
        </Suspense>
      )}
    </div>
  );
}
