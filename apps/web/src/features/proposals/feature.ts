import type { proposalEndpoints } from '@freightdesk/contracts';
import { IconFileDollar } from '@tabler/icons-react';
import { recordRead } from '../../api/hooks';
import type { AppFeature } from '../../app/routeTypes';

/** docs/requirements.md section 2: /proposals and /proposals/{id} need Proposal:View, /create needs Proposal:Create. */
export const proposalsFeature: AppFeature = {
  routes: [
    {
      path: '/proposals',
      access: 'Proposal:View',
      title: 'Proposals',
      description: 'Quotes to customers for a job at a site; accepted, they become projects.',
      load: () => import('./pages/ProposalListPage'),
    },
    {
      path: '/proposals/create',
      access: 'Proposal:Create',
      title: 'Create Proposal',
      load: () => import('./pages/ProposalEditPage'),
    },
    {
      path: '/proposals/:id/*',
      access: 'Proposal:View',
      title: 'Proposal',
      load: () => import('./pages/ProposalEditPage'),
      prefetch: recordRead<typeof proposalEndpoints.byId>(
        { method: 'GET', path: '/api/proposal/:id' },
        { number: 'number', line: ['status', 'customerName', 'jobSiteName'] },
      ),
    },
  ],
  sidebar: { label: 'Proposals', to: '/proposals', icon: IconFileDollar, module: 'Proposal' },
};
