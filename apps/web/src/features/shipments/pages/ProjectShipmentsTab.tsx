import { useParams } from 'react-router';
import { ProjectShipments } from '../components/ProjectShipments';

/** The project hub's Shipments tab (/projects/{id}/shipments), loaded when opened. */
export default function ProjectShipmentsTab() {
  return <ProjectShipments projectId={Number(useParams().id)} />;
}
