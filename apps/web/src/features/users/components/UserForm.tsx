import { allows, CLIENT_USER_TYPE_ID, PROVIDER_CLIENT_ID, type UserDetails } from '@freightdesk/contracts';
import { Button, Grid, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../../../api/client';
import { useAuth } from '../../../auth/AuthContext';
import { DetailPage, DetailSection, RecordStamp, sharedTabs } from '../../../components/detail';
import { RecordForm, useRecordForm, ViewOnlyNote } from '../../../components/form';
import { notify } from '../../../components/notify';
import { assignableProjectsQuery, useCreateUser, useUpdateUser } from '../api';
import { withoutClientForbidden } from '../claimRules';
import { toFormValues, type UserFormMode, userFormSchema } from '../userForm';
import { userRecord } from '../userRecord';
import { DeleteUserButton } from './DeleteUserButton';
import { ModuleAccessTable } from './ModuleAccessTable';
import { ProjectAccessList } from './ProjectAccessList';
import { UserDetailsFields } from './UserDetailsFields';

const FORM_ID = 'user-form';

interface UserFormProps {
  mode: UserFormMode;
  /** The user being edited; absent when creating. */
  user?: UserDetails;
  /** Reads the user afresh (after someone else saved it). */
  reload?: () => Promise<UserDetails>;
}

/** The one user screen for create and edit (docs/requirements.md section 2): Details, Module Access and Project Access, and History. */
export function UserForm({ mode, user, reload }: UserFormProps) {
  const auth = useAuth();
  const { scope, user: signedIn } = auth;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateUser();
  const update = useUpdateUser();
  const record = useRecordForm({
    schema: userFormSchema(mode),
    defaultValues: toFormValues(user),
    noun: userRecord.noun,
    reload: reload && (async () => toFormValues(await reload())),
  });
  const { form } = record;
  const { control, getValues, setValue } = form;
  const [userTypeId, isAdmin, clientId, claims, projects] = useWatch({
    control,
    name: ['userTypeId', 'isAdmin', 'clientId', 'claims', 'projects'],
  });
  const isClient = userTypeId === CLIENT_USER_TYPE_ID;
  const canSave = allows(scope, mode === 'create' ? 'User:Create' : 'User:Update');
  const canDelete = mode === 'edit' && allows(scope, 'User:Delete');
  const saving = form.formState.isSubmitting;
  const opts = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };

  const save = record.submit(async (values) => {
    // The update body is the one that names the record.
    if (!('id' in values)) {
      const created = await create.mutateAsync(values);
      notify.success(`User ${created.userName} created`);
      navigate(`/users/${created.id}`, { replace: true });
      return undefined;
    }
    // Both password fields empty keeps the current password.
    const saved = await update.mutateAsync(
      values.password ? values : { ...values, password: undefined, confirmPassword: undefined },
    );
    notify.success(`User ${saved.userName} updated`);
    return toFormValues(saved);
  });

  // A client user may only see projects of their own company: drop the others (docs/requirements.md section 4).
  const keepCompanyProjects = async (companyId: number | null) => {
    if (getValues('projects').length === 0) return;
    let allowed = new Set<number>();
    try {
      if (companyId) {
        const page = await queryClient.fetchQuery(assignableProjectsQuery(companyId, ''));
        allowed = new Set(page.items.map((p) => p.id));
      }
    } catch (err) {
      // The server refuses foreign projects anyway; say why the list was not trimmed.
      notify.error(errorText(err));
      return;
    }
    setValue(
      'projects',
      getValues('projects').filter((id) => allowed.has(id)),
      opts,
    );
  };

  const onTypeChange = (next: number) => {
    const wasClient = getValues('userTypeId') === CLIENT_USER_TYPE_ID;
    setValue('userTypeId', next, opts);
    if (next === CLIENT_USER_TYPE_ID) {
      setValue('isAdmin', false, opts);
      setValue('claims', withoutClientForbidden(getValues('claims')), opts);
      // A client user belongs to a customer, never to the provider: make the admin choose one.
      if (getValues('clientId') === PROVIDER_CLIENT_ID) setValue('clientId', null, opts);
      void keepCompanyProjects(getValues('clientId'));
    } else if (wasClient) {
      // Staff belong to the provider's own company (docs/design.md section 6).
      setValue('clientId', PROVIDER_CLIENT_ID, opts);
    }
  };

  const onCompanyChange = (next: number | null) => {
    setValue('clientId', next, opts);
    if (isClient) void keepCompanyProjects(next);
  };

  const title = mode === 'create' ? 'Create User' : `Edit User ${user?.userName ?? ''}`;
  const details = (
    <RecordForm record={record} onSubmit={save} id={FORM_ID} label={title} disabled={!canSave || saving}>
      {!canSave && <ViewOnlyNote noun={userRecord.noun} mb="sm" />}
      <Stack gap="md">
        <DetailSection title="Details">
          <UserDetailsFields
            mode={mode}
            companyName={user?.companyName}
            isClient={isClient}
            onTypeChange={onTypeChange}
            onCompanyChange={onCompanyChange}
          />
        </DetailSection>
        {/* An admin may do everything: module and project access do not apply (docs/requirements.md section 2). */}
        {!isAdmin && (
          <Grid gap="md">
            <Grid.Col span={{ base: 12, xl: 5 }}>
              <DetailSection title="Module Access">
                <ModuleAccessTable
                  isClient={isClient}
                  claims={claims}
                  onChange={(next) => setValue('claims', next, opts)}
                />
              </DetailSection>
            </Grid.Col>
            <Grid.Col span={{ base: 12, xl: 7 }}>
              <DetailSection title="Project Access">
                {isClient && !clientId ? (
                  <Text size="sm" c="dimmed">
                    Choose the client's company first: a client user sees only its projects.
                  </Text>
                ) : (
                  <ProjectAccessList
                    clientId={isClient ? (clientId ?? undefined) : undefined}
                    selected={projects}
                    onChange={(next) => setValue('projects', next, opts)}
                  />
                )}
              </DetailSection>
            </Grid.Col>
          </Grid>
        )}
      </Stack>
    </RecordForm>
  );

  return (
    <DetailPage
      title={title}
      meta={user && <RecordStamp entity={userRecord.entity} id={user.id} record={user} />}
      noun={userRecord.noun}
      back={{ to: '/users', label: 'Back to users' }}
      actions={
        <>
          <Button component={Link} to="/users" variant="default">
            Close
          </Button>
          {canDelete && user && <DeleteUserButton user={user} isSelf={signedIn?.id === user.id} />}
          {/* In the header, outside the form: the form attribute ties it to the form. */}
          <Button type="submit" form={FORM_ID} loading={saving} disabled={!canSave}>
            {mode === 'create' ? 'Create' : 'Update'}
          </Button>
        </>
      }
      basePath={user ? `/users/${user.id}` : undefined}
      tabs={
        user && [
          { path: '', label: 'Details', content: details, keepMounted: true },
          ...sharedTabs(userRecord, user, auth),
        ]
      }
    >
      {details}
    </DetailPage>
  );
}
