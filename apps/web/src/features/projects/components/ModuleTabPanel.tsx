import type { ModuleTab } from './moduleTabs';
import { ModuleEmpty } from './TabStates';

/**
 * A module's tab of the hub while the project has none of its records, or while its list lives
 * on the module's own screen: what will appear here, and how many the project holds.
 */
export function ModuleTabPanel({ tab, count }: { tab: ModuleTab; count: number | undefined }) {
  const title = count ? `${count} ${count === 1 ? tab.one : tab.many}` : `No ${tab.many} yet`;
  return <ModuleEmpty icon={tab.icon(26)} title={title} description={tab.description} />;
}
