import { allows } from '@freightdesk/contracts';
import { useParams } from 'react-router';
import { useAuth } from '../../../auth/AuthContext';
import { ProjectPurchaseOrders } from '../../purchaseOrders';
import { ProjectReceivingAlerts } from '../../receivingAlerts';
import { ProjectShipments } from '../../shipments';
import type { ModuleTab } from './moduleTabs';
import { ModuleEmpty } from './TabStates';

/**
 * A module's tab of the hub. A module whose screens exist lists the project's records (the
 * purchase orders, for whoever may see them); the others say what will appear here, and how many
 * the project holds.
 */
export function ModuleTabPanel({ tab, count }: { tab: ModuleTab; count: number | undefined }) {
  const { scope } = useAuth();
  // The hub's address is /projects/{id}/{tab}.
  const projectId = Number(useParams().id);
  if (tab.path === 'purchase-orders' && allows(scope, 'PO:View') && projectId > 0) {
    return <ProjectPurchaseOrders projectId={projectId} />;
  }
  if (tab.path === 'shipments' && allows(scope, 'Shipment:View') && projectId > 0) {
    return <ProjectShipments projectId={projectId} />;
  }
  if (tab.path === 'receiving-alerts' && allows(scope, 'RA:View') && projectId > 0) {
    return <ProjectReceivingAlerts projectId={projectId} />;
  }
  const title = count ? `${count} ${count === 1 ? tab.one : tab.many}` : `No ${tab.many} yet`;
  return <ModuleEmpty icon={tab.icon(26)} title={title} description={tab.description} />;
}
