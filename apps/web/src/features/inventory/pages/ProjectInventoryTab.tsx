import { useParams } from 'react-router';
import { ProjectInventory } from '../components/ProjectInventory';

/** The project hub's Inventory tab (/projects/{id}/inventory), loaded when opened. */
export default function ProjectInventoryTab() {
  return <ProjectInventory projectId={Number(useParams().id)} />;
}
