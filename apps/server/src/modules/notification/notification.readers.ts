import type { Executor } from '../../db/executor';
import { projectsSeenBy } from '../project';
import type { Reader } from '../user';
import { openableLink, projectOfLink } from './notification.links';

/** Notifications with each link made one its reader may open (see openableLink). */
export async function withOpenableLinks<T extends { link: string; projectId: number | null }>(
  ex: Executor,
  reader: Reader,
  rows: T[],
): Promise<T[]> {
  const projectOf = (r: T) => r.projectId ?? projectOfLink(r.link);
  const ids = [...new Set(rows.map(projectOf).filter((id): id is number => id !== null))];
  const linked = await projectsSeenBy(ex, reader.data, ids);
  return rows.map((r) => {
    const id = projectOf(r);
    // A project deleted since: nothing of it opens any more.
    const project = id === null ? null : (linked.get(id) ?? { id, number: '', seen: false });
    return { ...r, link: openableLink(reader.scope, r.link, project) };
  });
}
