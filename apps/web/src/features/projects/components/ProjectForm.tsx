import {
  allows,
  CLIENT_USER_TYPE_ID,
  clientTypeIds,
  type ProjectDetails,
  type TeamMember,
} from '@freightdesk/contracts';
import { SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../auth/AuthContext';
import { DetailPage, DetailSection, RecordActions, RecordLoader, RecordStamp } from '../../../components/detail';
import { fieldKit, RecordForm, RecordNumberField, useRecordForm, ViewOnlyNote } from '../../../components/form';
import { notify } from '../../../components/notify';
import {
  CompanyPicker,
  ProjectStatusPicker,
  ProjectTypePicker,
  projectStatusesQuery,
  StaffUserPicker,
} from '../../lookups';
import { useCreateProject, useProjectTeam, useUpdateProject } from '../api';
import { type ProjectFormMode, type ProjectFormValues, projectFormSchema, toFormValues } from '../projectForm';
import { ProjectStatusBadge } from './ProjectStatusBadge';
import { TeamField } from './TeamField';

const F = fieldKit<ProjectFormValues>();
const FORM_ID = 'project-form';
const customers = [clientTypeIds.customer];
const jobSites = [clientTypeIds.property];
const anyClient = [clientTypeIds.all];

interface ProjectFormProps {
  mode: ProjectFormMode;
  project?: ProjectDetails;
  reload?: () => Promise<ProjectDetails>;
}

const noTeam: TeamMember[] = [];
const idsOf = (members: TeamMember[]) => members.map((m) => m.id);

/**
 * The one project form, for /projects/create and /projects/{id}/edit: the number (the next one
 * when left empty), the companies it involves, its manager, status, type and dates, and its team
 * (staff only: a client user's form leaves the team as it is). An edit waits for the team.
 */
export function ProjectForm(props: ProjectFormProps) {
  const { user } = useAuth();
  const offersTeam = user?.userTypeId !== CLIENT_USER_TYPE_ID;
  const editing = props.mode === 'edit' && props.project !== undefined;
  const team = useProjectTeam(props.project?.id ?? 0, offersTeam && editing);
  if (!offersTeam || !editing) return <ProjectFormView {...props} team={offersTeam ? noTeam : undefined} />;
  const back = { to: `/projects/${props.project?.id}`, label: 'Back to the project' };
  const reloadTeam = async () => {
    const fresh = await team.refetch();
    if (fresh.isError) throw fresh.error;
    return fresh.data ?? noTeam;
  };
  return (
    <RecordLoader query={team} noun="project team" back={back}>
      {(members) => <ProjectFormView {...props} team={members} reloadTeam={reloadTeam} />}
    </RecordLoader>
  );
}

interface ProjectFormViewProps extends ProjectFormProps {
  /** The team as it stands (undefined: the form does not offer it). */
  team: TeamMember[] | undefined;
  reloadTeam?: () => Promise<TeamMember[]>;
}

function ProjectFormView({ mode, project, reload, team, reloadTeam }: ProjectFormViewProps) {
  const { scope } = useAuth();
  const navigate = useNavigate();
  const create = useCreateProject();
  const update = useUpdateProject();
  const statuses = useQuery(projectStatusesQuery());
  const record = useRecordForm({
    schema: projectFormSchema(mode),
    defaultValues: toFormValues(project, team && idsOf(team)),
    noun: 'project',
    reload:
      reload &&
      (async () => {
        const [p, members] = await Promise.all([reload(), reloadTeam ? reloadTeam() : team]);
        return toFormValues(p, members && idsOf(members));
      }),
  });
  const { form } = record;
  const customerId = form.watch('customerId');
  const canSave = allows(scope, mode === 'create' ? 'Project:Create' : 'Project:Update');
  const saving = form.formState.isSubmitting;
  const dirty = form.formState.isDirty;
  const home = project ? `/projects/${project.id}` : '/projects';

  // A new project starts active, once the statuses are known.
  const activeId = statuses.data?.find((s) => s.name.toLowerCase() === 'active')?.id;
  useEffect(() => {
    if (mode === 'create' && activeId !== undefined && form.getValues('statusId') === null) {
      form.resetField('statusId', { defaultValue: activeId });
    }
  }, [mode, activeId, form]);

  const save = record.submit(async (values) => {
    // The update body is the one that names the record.
    if (!('id' in values)) {
      const created = await create.mutateAsync(values);
      notify.success(`Project ${created.number} created`);
      navigate(`/projects/${created.id}`, { replace: true });
      return undefined;
    }
    const saved = await update.mutateAsync(values);
    notify.success(`Project ${saved.number} updated`);
    navigate(`/projects/${saved.id}`);
    return toFormValues(saved, values.team);
  });

  // The project manager works on it: choosing one puts them on the team (they can be taken off).
  const onManagerChange = (id: number | null) => {
    const opts = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue('projectManagerId', id, opts);
    const members = form.getValues('team');
    if (id !== null && members && !members.includes(id)) form.setValue('team', [...members, id], opts);
  };

  const title = mode === 'create' ? 'Create Project' : `Edit Project ${project?.number ?? ''}`;
  return (
    <DetailPage
      title={title}
      badge={project && <ProjectStatusBadge status={project.status} />}
      meta={project && <RecordStamp entity="project" id={project.id} record={project} />}
      noun="project"
      back={{ to: home, label: project ? 'Back to the project' : 'Back to projects' }}
      actions={
        <RecordActions
          closeTo={home}
          closeLabel={mode === 'create' ? 'Cancel' : 'Close'}
          unsaved={dirty && mode === 'edit'}
          save={{ form: FORM_ID, label: mode === 'create' ? 'Create' : 'Save', loading: saving, disabled: !canSave }}
        />
      }
    >
      <RecordForm record={record} onSubmit={save} id={FORM_ID} label={title} disabled={!canSave || saving}>
        <Stack gap="md">
          {!canSave && <ViewOnlyNote noun="project" />}
          <DetailSection title="Project">
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
              <RecordNumberField label="Project number" creating={mode === 'create'} />
              <F.TextField name="name" label="Name" placeholder="What the job is called" />
              <F.PickerField name="statusId" picker={ProjectStatusPicker} pickerProps={{ label: 'Status' }} />
              <F.PickerField name="typeId" picker={ProjectTypePicker} pickerProps={{ label: 'Type' }} />
              <F.DateField name="startDate" label="Start date" description="Billing periods start here" />
              <F.DateField name="endDate" label="End date" />
              <F.PickerField
                name="projectManagerId"
                onChange={team ? onManagerChange : undefined}
                picker={StaffUserPicker}
                pickerProps={{
                  label: 'Project manager',
                  placeholder: 'Search staff users',
                  initialLabel: project?.projectManagerName ?? undefined,
                }}
              />
            </SimpleGrid>
          </DetailSection>
          <DetailSection title="Companies">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
              <F.PickerField
                name="customerId"
                picker={CompanyPicker}
                pickerProps={{
                  label: 'Customer',
                  placeholder: 'Search customers',
                  noun: 'customer',
                  types: customers,
                  initialLabel: project?.customerName,
                }}
              />
              <F.PickerField
                name="jobSiteId"
                picker={CompanyPicker}
                pickerProps={{
                  label: 'Job site',
                  placeholder: 'Search properties',
                  noun: 'job site',
                  types: jobSites,
                  initialLabel: project?.jobSiteName,
                }}
              />
              <F.PickerField
                name="billingClientId"
                picker={CompanyPicker}
                pickerProps={{
                  label: 'Billing client',
                  placeholder: 'Search clients',
                  description: 'Left empty, the customer’s default billing client',
                  noun: 'client',
                  types: anyClient,
                  initialLabel: project?.billingClientName ?? undefined,
                }}
              />
              <F.PickerField
                name="thirdPartyClientId"
                picker={CompanyPicker}
                pickerProps={{
                  label: 'Third-party client',
                  placeholder: 'Search clients',
                  noun: 'client',
                  types: anyClient,
                  initialLabel: project?.thirdPartyClientName ?? undefined,
                }}
              />
            </SimpleGrid>
          </DetailSection>
          {team && (
            <DetailSection title="Team">
              <TeamField customerId={customerId} members={team} disabled={!canSave || saving} />
            </DetailSection>
          )}
        </Stack>
      </RecordForm>
    </DetailPage>
  );
}
