import { Button, EmptyState } from '@mantine/core';
import { IconCloudX, IconRefresh } from '@tabler/icons-react';
import { errorText } from '../api/client';

interface ErrorStateProps {
  title?: string;
  error: unknown;
  onRetry?: () => void;
  size?: 'sm' | 'md';
}

/** What a screen or panel shows when its data could not be loaded. */
export function ErrorState({ title = 'Could not load this', error, onRetry, size = 'md' }: ErrorStateProps) {
  return (
    <EmptyState
      size={size}
      py={size === 'sm' ? 'md' : 'xl'}
      variant="light"
      color="red"
      icon={<IconCloudX aria-hidden />}
      title={title}
      description={errorText(error)}
      role="alert"
    >
      {onRetry && (
        <EmptyState.Actions>
          <Button
            variant="light"
            size={size === 'sm' ? 'xs' : 'sm'}
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={onRetry}
          >
            Try again
          </Button>
        </EmptyState.Actions>
      )}
    </EmptyState>
  );
}
