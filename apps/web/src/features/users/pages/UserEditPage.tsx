import { Button, EmptyState, Group, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft, IconUserQuestion } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../api/client';
import { ErrorState } from '../../../components/ErrorState';
import { useUser } from '../api';
import { UserForm } from '../components/UserForm';

/** /users/create and /users/{id}: one form for both (SPEC.md section 2). */
export default function UserEditPage() {
  const { id } = useParams();
  if (id === undefined) return <UserForm mode="create" />;
  const userId = Number(id);
  if (!Number.isInteger(userId) || userId <= 0) return <UserNotFound />;
  return <EditUser id={userId} />;
}

function EditUser({ id }: { id: number }) {
  const user = useUser(id);
  if (user.isPending) return <FormSkeleton />;
  if (user.isError) {
    if (user.error instanceof ApiError && user.error.status === 404) return <UserNotFound />;
    return (
      <Stack>
        <ErrorState title="Could not load this user" error={user.error} onRetry={() => user.refetch()} />
        <BackToUsers />
      </Stack>
    );
  }
  // A new version (after a save or a reload) starts the form afresh from the server's record.
  return <UserForm key={`${user.data.id}:${user.data.version}`} mode="edit" user={user.data} />;
}

function UserNotFound() {
  return (
    <EmptyState
      py="xl"
      variant="light"
      icon={<IconUserQuestion aria-hidden />}
      title="User not found"
      description="This user does not exist or has been deleted."
      role="alert"
    >
      <EmptyState.Actions>
        <BackToUsers />
      </EmptyState.Actions>
    </EmptyState>
  );
}

function BackToUsers() {
  return (
    <Group justify="center">
      <Button component={Link} to="/users" variant="light" leftSection={<IconArrowLeft size={16} aria-hidden />}>
        Back to users
      </Button>
    </Group>
  );
}

/** The form's outline while the user loads, so nothing jumps when it arrives. */
function FormSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading user">
      <Group justify="space-between">
        <Skeleton height={32} width={260} />
        <Skeleton height={36} width={240} />
      </Group>
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {Array.from({ length: 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
            <Skeleton key={i} height={58} />
          ))}
        </SimpleGrid>
      </Paper>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <Skeleton height={320} radius="md" />
        <Skeleton height={320} radius="md" />
      </SimpleGrid>
    </Stack>
  );
}
