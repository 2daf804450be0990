import { useParams } from 'react-router';
import { ProjectReceivingAlerts } from '../components/ProjectReceivingAlerts';

/** The project hub's Receiving alerts tab (/projects/{id}/receiving-alerts), loaded when opened. */
export default function ProjectRaTab() {
  return <ProjectReceivingAlerts projectId={Number(useParams().id)} />;
}
