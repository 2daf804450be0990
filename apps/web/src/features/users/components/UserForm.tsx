import { allows, CLIENT_USER_TYPE_ID, PROVIDER_CLIENT_ID, type UserDetails } from '@freightdesk/contracts';
import { Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { errorText } from '../../../api/client';
import { useAuth } from '../../../auth/AuthContext';
import { assignableProjectsQuery } from '../api';
import { withoutClientForbidden } from '../claimRules';
import {
  toFormValues,
  type UserFormMode,
  type UserFormOutput,
  type UserFormValues,
  userFormResolver,
} from '../userForm';
import { useSaveUser } from '../useSaveUser';
import { DeleteUserButton } from './DeleteUserButton';
import { ModuleAccessTable } from './ModuleAccessTable';
import { ProjectAccessList } from './ProjectAccessList';
import { RecordHistory } from './RecordHistory';
import { UserDetailsFields } from './UserDetailsFields';

interface UserFormProps {
  mode: UserFormMode;
  /** The user being edited; absent when creating. */
  user?: UserDetails;
}

/** The one user form (SPEC.md section 2): Details, Module Access and Project Access. */
export function UserForm({ mode, user }: UserFormProps) {
  const { scope, user: signedIn } = useAuth();
  const queryClient = useQueryClient();
  const form = useForm<UserFormValues, unknown, UserFormOutput>({
    resolver: userFormResolver(mode),
    defaultValues: toFormValues(user),
  });
  const { control, getValues, setValue, handleSubmit, setError } = form;
  const { save, saving } = useSaveUser(mode, setError);
  const [userTypeId, isAdmin, clientId, claims, projects] = useWatch({
    control,
    name: ['userTypeId', 'isAdmin', 'clientId', 'claims', 'projects'],
  });
  const isClient = userTypeId === CLIENT_USER_TYPE_ID;
  const canSave = allows(scope, mode === 'create' ? 'User:Create' : 'User:Update');
  const canDelete = mode === 'edit' && allows(scope, 'User:Delete');
  const opts = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };

  // A client user may only see projects of their own company: drop the others (SPEC.md section 4).
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
      toast.error(errorText(err));
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
      // Staff belong to the provider's own company (DESIGN.md section 6).
      setValue('clientId', PROVIDER_CLIENT_ID, opts);
    }
  };

  const onCompanyChange = (next: number | null) => {
    setValue('clientId', next, opts);
    if (isClient) void keepCompanyProjects(next);
  };

  const title = mode === 'create' ? 'Create User' : `Edit User ${user?.userName ?? ''}`;
  return (
    <FormProvider {...form}>
      <form onSubmit={handleSubmit(save)} noValidate aria-label={title}>
        <Group justify="space-between" align="center" mb="md" gap="sm">
          <Group gap={6} wrap="nowrap">
            <Title order={1} fz={{ base: 22, sm: 26 }}>
              {title}
            </Title>
            {user && <RecordHistory {...user} />}
          </Group>
          <Group gap="sm">
            <Button component={Link} to="/users" variant="default">
              Close
            </Button>
            {canDelete && user && <DeleteUserButton user={user} isSelf={signedIn?.id === user.id} />}
            <Button type="submit" loading={saving} disabled={!canSave}>
              {mode === 'create' ? 'Create' : 'Update'}
            </Button>
          </Group>
        </Group>
        {!canSave && (
          <Text size="sm" c="dimmed" mb="sm">
            You may view this user but not change it.
          </Text>
        )}
        {/* A disabled fieldset makes every control read-only for users without the permission. */}
        <fieldset disabled={!canSave || saving} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="md">
            <Panel title="Details">
              <UserDetailsFields
                mode={mode}
                companyName={user?.companyName}
                isClient={isClient}
                onTypeChange={onTypeChange}
                onCompanyChange={onCompanyChange}
              />
            </Panel>
            {/* An admin may do everything: module and project access do not apply (SPEC.md section 2). */}
            {!isAdmin && (
              <Grid gap="md">
                <Grid.Col span={{ base: 12, lg: 5 }}>
                  <Panel title="Module Access">
                    <ModuleAccessTable
                      isClient={isClient}
                      claims={claims}
                      onChange={(next) => setValue('claims', next, opts)}
                    />
                  </Panel>
                </Grid.Col>
                <Grid.Col span={{ base: 12, lg: 7 }}>
                  <Panel title="Project Access">
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
                  </Panel>
                </Grid.Col>
              </Grid>
            )}
          </Stack>
        </fieldset>
      </form>
    </FormProvider>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = `panel-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} h="100%" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
