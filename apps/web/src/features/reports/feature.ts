import { IconChartBar } from '@tabler/icons-react';
import type { AppFeature } from '../../app/routeTypes';

/** Reports (docs/requirements.md section 2): not built yet; the sidebar lists them for whoever holds Reports permissions. */
export const reportsFeature: AppFeature = {
  routes: [],
  sidebar: { label: 'Reports', to: '/reports', icon: IconChartBar, module: 'Reports' },
};
