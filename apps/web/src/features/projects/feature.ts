import type { projectEndpoints } from '@freightdesk/contracts';
import { IconBriefcase } from '@tabler/icons-react';
import { recordRead } from '../../api/hooks';
import type { AppFeature } from '../../app/routeTypes';
import { BillingPeriodsTab, RatesTab } from './panels';

/**
 * docs/requirements.md section 2: /projects and /projects/{id} need Project:View, /projects/create needs
 * Project:Create. A project's tabs (and its form, /projects/{id}/edit) are below its address.
 */
export const projectsFeature: AppFeature = {
  routes: [
    {
      path: '/projects',
      access: 'Project:View',
      title: 'Projects',
      description: 'Jobs for customers: their sites, status and who runs them.',
      load: () => import('./pages/ProjectListPage'),
    },
    {
      path: '/projects/create',
      access: 'Project:Create',
      title: 'Create Project',
      load: () => import('./pages/ProjectCreatePage'),
    },
    {
      path: '/projects/:id/*',
      access: 'Project:View',
      title: 'Project',
      load: () => import('./pages/ProjectDetailPage'),
      panels: { rates: RatesTab, 'billing-periods': BillingPeriodsTab },
      prefetch: recordRead<typeof projectEndpoints.byId>(
        { method: 'GET', path: '/api/project/:id' },
        { number: 'number', line: ['status', 'name', 'customerName'] },
      ),
    },
  ],
  sidebar: { label: 'Projects', to: '/projects', icon: IconBriefcase, module: 'Project' },
};
