import { type ProjectDetails, projectList } from '@freightdesk/contracts';
import { Button } from '@mantine/core';
import { Link, useParams } from 'react-router';
import {
  DetailNotFound,
  DetailPage,
  HistoryPanel,
  RecordLoader,
  RecordStamp,
  useRecordHistory,
} from '../../../components/detail';
import { useProject } from '../api';
import { ProjectOverview } from '../components/ProjectOverview';
import { ProjectStatusBadge } from '../components/ProjectStatusBadge';

const back = { to: '/projects', label: 'Back to projects' };

/** How the History tab names a project's audited fields: the list's labels, and the ids it stores. */
const fieldLabels: Record<string, string> = {
  ...Object.fromEntries(Object.entries(projectList.columns).map(([key, c]) => [key, c.label])),
  customerId: 'Customer',
  jobSiteId: 'Job site',
  statusId: 'Status',
  typeId: 'Type',
  billingClientId: 'Billing client',
  thirdPartyClientId: 'Third-party client',
  projectManagerId: 'Project manager',
};

/** /projects/{id} and its tabs: Overview (/projects/{id}) and History (/projects/{id}/history). */
export default function ProjectDetailPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <DetailNotFound noun="project" back={back} />;
  return <ProjectScreen id={id} />;
}

function ProjectScreen({ id }: { id: number }) {
  const project = useProject(id);
  return (
    <RecordLoader query={project} noun="project" back={back}>
      {(p) => <ProjectTabs project={p} />}
    </RecordLoader>
  );
}

function ProjectTabs({ project }: { project: ProjectDetails }) {
  const history = useRecordHistory('project', project.id);
  return (
    <DetailPage
      title={`Project ${project.number}`}
      badge={<ProjectStatusBadge status={project.status} />}
      meta={<RecordStamp entity="project" id={project.id} record={project} />}
      noun="project"
      back={back}
      actions={
        <Button component={Link} to="/projects" variant="default">
          Close
        </Button>
      }
      basePath={`/projects/${project.id}`}
      tabs={[
        { path: '', label: 'Overview', content: <ProjectOverview project={project} /> },
        {
          path: 'history',
          label: 'History',
          count: history.data?.length,
          content: <HistoryPanel entity="project" id={project.id} noun="project" fieldLabels={fieldLabels} />,
        },
      ]}
    />
  );
}
