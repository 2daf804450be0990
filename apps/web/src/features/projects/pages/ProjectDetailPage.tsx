import { allows, type ProjectDetails, projectList } from '@freightdesk/contracts';
import { Button } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { projectTabsFor } from '../../../app/features';
import { useAuth } from '../../../auth/AuthContext';
import {
  DetailNotFound,
  DetailPage,
  type DetailTab,
  HistoryPanel,
  RecordLoader,
  RecordStamp,
  useRecordHistory,
} from '../../../components/detail';
import { useBillingPeriods, useProject, useProjectCounts, useProjectRates } from '../api';
import { DeleteProjectButton } from '../components/DeleteProjectButton';
import { ModuleTabPanel } from '../components/ModuleTabPanel';
import { ProjectFilesTab } from '../components/ProjectFilesTab';
import { ProjectForm } from '../components/ProjectForm';
import { ProjectOverview } from '../components/ProjectOverview';
import { ProjectStatusBadge } from '../components/ProjectStatusBadge';
import { BillingPeriodsTab, RatesTab } from '../panels';

const back = { to: '/projects', label: 'Back to projects' };

/** How the History tab names a project's audited fields (older entries stored ids under the *Id keys). */
const fieldLabels: Record<string, string> = {
  ...Object.fromEntries(Object.entries(projectList.columns).map(([key, c]) => [key, c.label])),
  name: 'Name',
  customer: 'Customer',
  jobSite: 'Job site',
  billingClient: 'Billing client',
  thirdPartyClient: 'Third-party client',
  type: 'Type',
  projectManager: 'Project manager',
  customerId: 'Customer',
  jobSiteId: 'Job site',
  statusId: 'Status',
  typeId: 'Type',
  billingClientId: 'Billing client',
  thirdPartyClientId: 'Third-party client',
  projectManagerId: 'Project manager',
  startDate: 'Start date',
  endDate: 'End date',
};

/**
 * /projects/{id}: the project hub, one address per tab (Overview at /projects/{id}, then
 * /projects/{id}/rates, /history…), and its form at /projects/{id}/edit.
 */
export default function ProjectDetailPage() {
  const { id: param, '*': rest = '' } = useParams();
  const id = Number(param);
  if (!Number.isInteger(id) || id <= 0) return <DetailNotFound noun="project" back={back} />;
  return <ProjectScreen key={id} id={id} editing={rest.replace(/\/+$/, '') === 'edit'} />;
}

function ProjectScreen({ id, editing }: { id: number; editing: boolean }) {
  const project = useProject(id);
  const reload = async () => {
    const fresh = await project.refetch();
    if (fresh.isError) throw fresh.error;
    return fresh.data as ProjectDetails;
  };
  return (
    <RecordLoader query={project} noun="project" back={back}>
      {(p) =>
        editing ? (
          // Keyed by id only: a save or a reload resets the form in place (useRecordForm).
          <ProjectForm key={p.id} mode="edit" project={p} reload={reload} />
        ) : (
          <ProjectHub project={p} />
        )
      }
    </RecordLoader>
  );
}

function ProjectHub({ project }: { project: ProjectDetails }) {
  const { scope, staff } = useAuth();
  const id = project.id;
  const counts = useProjectCounts(id);
  const rates = useProjectRates(id);
  const periods = useBillingPeriods(id);
  const history = useRecordHistory('project', id);
  const canUpdate = allows(scope, 'Project:Update');
  const canDelete = allows(scope, 'Project:Delete');
  const rateCount = rates.data && rates.data.standardRates.length + rates.data.warehouseRates.length;

  const tabs: DetailTab[] = [
    { path: '', label: 'Overview', content: <ProjectOverview project={project} counts={counts.data} /> },
    ...projectTabsFor(scope).map((tab) => ({
      path: tab.path,
      label: tab.label,
      count: counts.data?.[tab.count],
      content: <ModuleTabPanel tab={tab} count={counts.data?.[tab.count]} />,
    })),
    { path: 'files', label: 'Files', count: counts.data?.files, content: <ProjectFilesTab projectId={id} /> },
    {
      path: 'rates',
      label: 'Rates',
      count: rateCount,
      content: <RatesTab projectId={id} canEdit={canUpdate && staff} />,
    },
    {
      path: 'billing-periods',
      label: 'Billing periods',
      count: periods.data?.length,
      content: <BillingPeriodsTab projectId={id} />,
    },
    {
      path: 'history',
      label: 'History',
      count: history.data?.length,
      content: <HistoryPanel entity="project" id={id} noun="project" fieldLabels={fieldLabels} />,
    },
  ];

  return (
    <DetailPage
      title={`Project ${project.number}`}
      badge={<ProjectStatusBadge status={project.status} />}
      meta={<RecordStamp entity="project" id={id} record={project} />}
      noun="project"
      back={back}
      actions={
        <>
          <Button component={Link} to="/projects" variant="default">
            Close
          </Button>
          {canDelete && <DeleteProjectButton project={project} />}
          {canUpdate && (
            <Button component={Link} to={`/projects/${id}/edit`} leftSection={<IconPencil size={16} aria-hidden />}>
              Edit
            </Button>
          )}
        </>
      }
      basePath={`/projects/${id}`}
      tabs={tabs}
    />
  );
}
