import { useQuery } from '@tanstack/react-query';
import { matchRoutes, useLocation } from 'react-router';
import { takeFrameRecord } from '../api/frameRead';
import { summaryOf } from '../api/hooks';
import { PageHeader } from '../components/PageHeader';
import { shellRoutes } from './features';
import type { AppRoute } from './routeTypes';
import classes from './shell/Shell.module.css';

/** The route's title and description, as the screen will show them, while its code arrives. */
export function RouteHeaderFrame() {
  const { pathname } = useLocation();
  const match = matchRoutes(shellRoutes, pathname)?.at(-1);
  if (!match) return <div style={{ minHeight: 240 }} />;
  return <RouteFrame route={match.route} id={match.params.id} />;
}

/**
 * A screen's heading while its code arrives: the route's title and a list's line, or for a record
 * whose route declares a summary, its number and summary line once its read has answered (at once
 * when the page's frame read it from the HTML: the same heading, not drawn twice).
 */
export function RouteFrame({ route, id }: { route: AppRoute; id: string | undefined }) {
  const summary = route.prefetch?.frame;
  const read = summary ? route.prefetch?.({ id })[0] : undefined;
  const url = summary && read ? summary.path.replace(':id', String(id)) : '';
  const record = useQuery({
    queryKey: read?.queryKey ?? ['no record'],
    queryFn: read?.queryFn ?? (() => null),
    enabled: Boolean(read),
    retry: false,
    initialData: () => (url ? takeFrameRecord(url) : undefined),
  });
  const data = record.data as Record<string, unknown> | null | undefined;
  if (!summary || !data) return <PageHeader title={route.title} description={route.description} />;
  const { number, line } = summaryOf(summary, data);
  return <PageHeader title={`${route.title} ${number}`} description={line || undefined} />;
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
