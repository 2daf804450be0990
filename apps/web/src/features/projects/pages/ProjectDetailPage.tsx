import { allows, type ProjectDetails } from '@freightdesk/contracts';
import { Button } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { projectTabsFor } from '../../../app/features';
import { useAuth } from '../../../auth/AuthContext';
import {
  DetailNotFound,
  DetailPage,
  type DetailTab,
  RecordLoader,
  RecordStamp,
  sharedTabs,
} from '../../../components/detail';
import { useBillingPeriods, useProject, useProjectCounts, useProjectRates } from '../api';
import { DeleteProjectButton } from '../components/DeleteProjectButton';
import { ModuleTabPanel } from '../components/ModuleTabPanel';
import { ProjectForm } from '../components/ProjectForm';
import { ProjectOverview } from '../components/ProjectOverview';
import { ProjectStatusBadge } from '../components/ProjectStatusBadge';
import { BillingPeriodsTab, RatesTab } from '../panels';
import { projectRecord } from '../projectRecord';

const back = { to: '/projects', label: 'Back to projects' };

/**
 * /projects/{id}: the project hub, one address per tab (Overview at /projects/{id}, then
 * /projects/{id}/rates, /history…), and its form at /projects/{id}/edit.
 */
export default function ProjectDetailPage() {
  const { id: param, '*': rest = '' } = useParams();
  const id = Number(param);
  if (!Number.isInteger(id) || id <= 0) return <DetailNotFound noun={projectRecord.noun} back={back} />;
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
    <RecordLoader query={project} noun={projectRecord.noun} back={back}>
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
  const auth = useAuth();
  const { scope, staff } = auth;
  const id = project.id;
  const counts = useProjectCounts(id);
  const rates = useProjectRates(id);
  const periods = useBillingPeriods(id);
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
    ...sharedTabs(projectRecord, project, auth, {
      // The project's own, between its Files and History.
      afterFiles: [
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
      ],
    }),
  ];

  return (
    <DetailPage
      title={`Project ${project.number}`}
      badge={<ProjectStatusBadge status={project.status} />}
      meta={<RecordStamp entity={projectRecord.entity} id={id} record={project} />}
      noun={projectRecord.noun}
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
