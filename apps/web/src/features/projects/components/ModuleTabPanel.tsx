import { allows } from '@freightdesk/contracts';
import { useParams } from 'react-router';
import type { ProjectTab } from '../../../app/routeTypes';
import { useAuth } from '../../../auth/AuthContext';
import { LazyScreen } from '../../../components/lazy';
import { ModuleEmpty } from './TabStates';

/**
 * A module's tab of the hub. A module whose screens exist lists the project's records (its
 * feature's `list`, loaded when the tab opens, for whoever may see them); the others say what
 * will appear here, and how many the project holds.
 */
export function ModuleTabPanel({ tab, count }: { tab: ProjectTab; count: number | undefined }) {
  const { scope } = useAuth();
  // The hub's address is /projects/{id}/{tab}.
  const projectId = Number(useParams().id);
  if (tab.list && allows(scope, tab.list.access) && projectId > 0) return <LazyScreen load={tab.list.load} />;
  const title = count ? `${count} ${count === 1 ? tab.one : tab.many}` : `No ${tab.many} yet`;
  return <ModuleEmpty icon={<tab.icon size={26} aria-hidden />} title={title} description={tab.description} />;
}
