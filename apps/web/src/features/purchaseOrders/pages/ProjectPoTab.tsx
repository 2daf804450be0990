import { useParams } from 'react-router';
import { ProjectPurchaseOrders } from '../components/ProjectPurchaseOrders';

/** The project hub's POs tab (/projects/{id}/purchase-orders), loaded when opened. */
export default function ProjectPoTab() {
  return <ProjectPurchaseOrders projectId={Number(useParams().id)} />;
}
