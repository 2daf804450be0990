import { Button, EmptyState, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconFileUnknown, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { capitalize } from '../dataGrid/GridStates';
import { ErrorState } from '../ErrorState';

export interface BackLink {
  to: string;
  label: string;
}

function Back({ back }: { back?: BackLink }) {
  if (!back) return null;
  return (
    <Group justify="center">
      <Button component={Link} to={back.to} variant="light" leftSection={<IconArrowLeft size={16} aria-hidden />}>
        {back.label}
      </Button>
    </Group>
  );
}

/** A 404 inside the layout: the record does not exist, or is outside what the user may see. */
export function DetailNotFound({ noun, back }: { noun: string; back?: BackLink }) {
  return (
    <EmptyState
      py="xl"
      variant="light"
      icon={<IconFileUnknown aria-hidden />}
      title={`${capitalize(noun)} not found`}
      description={`This ${noun} does not exist or has been deleted.`}
      role="alert"
    >
      <EmptyState.Actions>
        <Back back={back} />
      </EmptyState.Actions>
    </EmptyState>
  );
}

/** A 403 inside the layout: the screen is open to the user, this record is not. */
export function DetailForbidden({ noun, back }: { noun: string; back?: BackLink }) {
  return (
    <EmptyState
      py="xl"
      variant="light"
      color="orange"
      icon={<IconLock aria-hidden />}
      title={`You do not have permission to view this ${noun}`}
      description="Ask an administrator if you need it."
      role="alert"
    >
      <EmptyState.Actions>
        <Back back={back} />
      </EmptyState.Actions>
    </EmptyState>
  );
}

/** Any other failure to load the record: why, a retry, and the way back. */
export function DetailError({
  noun,
  error,
  onRetry,
  back,
}: {
  noun: string;
  error: unknown;
  onRetry: () => void;
  back?: BackLink;
}) {
  return (
    <Stack>
      <ErrorState title={`Could not load this ${noun}`} error={error} onRetry={onRetry} />
      <Back back={back} />
    </Stack>
  );
}
