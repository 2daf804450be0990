import { reportCatalogue, reportKeys } from '@freightdesk/contracts';
import { IconChartBar } from '@tabler/icons-react';
import type { AppFeature } from '../../app/routeTypes';

const loadReport = () => import('./pages/ReportPage');

/**
 * Reports (docs/requirements.md section 2): /reports lists the reports the user may run, and each
 * report has its route, /reports/{key}, titled from the catalogue (packages/contracts/src/report.ts):
 * the page's frame and the document then name the report while its code arrives, and a key the
 * catalogue lacks is the app's "Page not found". Each needs Reports:View; the server also asks for
 * View on the modules a report reads, and refuses client users.
 */
export const reportsFeature: AppFeature = {
  routes: [
    {
      path: '/reports',
      access: 'Reports:View',
      title: 'Reports',
      description: 'Figures across the warehouse, purchasing and billing of the projects you see.',
      load: () => import('./pages/ReportCataloguePage'),
    },
    ...reportKeys.map((key) => ({
      path: `/reports/${key}`,
      access: 'Reports:View' as const,
      title: reportCatalogue[key].title,
      description: reportCatalogue[key].description,
      load: loadReport,
    })),
  ],
  sidebar: { label: 'Reports', to: '/reports', icon: IconChartBar, module: 'Reports' },
};
