import { matchRoutes, useLocation } from 'react-router';
import { PageHeader } from '../components/PageHeader';
import { shellRoutes } from './features';
import classes from './shell/Shell.module.css';

/** The route's title and description, as the screen will show them, while its code arrives. */
export function RouteHeaderFrame() {
  const { pathname } = useLocation();
  const route = matchRoutes(shellRoutes, pathname)?.at(-1)?.route;
  if (!route) return <div style={{ minHeight: 240 }} />;
  return <PageHeader title={route.title} description={route.description} />;
}

/** The shell's frame (its header bar and the screen's title) before the shell's code arrives. */
export function ShellFrame() {
  return (
    <div className={classes.shell}>
      <header className={classes.header} />
      <div className={classes.body}>
        <div className={`${classes.navbar} ${classes.frameNavbar}`} />
        <main className={classes.main}>
          <RouteHeaderFrame />
        </main>
      </div>
    </div>
  );
}
