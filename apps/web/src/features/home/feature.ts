import { IconHome } from '@tabler/icons-react';
import type { AppFeature } from '../../app/routeTypes';

export const homeFeature: AppFeature = {
  routes: [{ path: '/', access: 'signedIn', title: 'Home', load: () => import('./pages/HomePage') }],
  sidebar: { label: 'Home', to: '/', icon: IconHome },
};
