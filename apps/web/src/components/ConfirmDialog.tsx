import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** The question, verbatim from docs/requirements.md where it gives one. */
  children: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for actions that destroy data. */
  danger?: boolean;
  /** While the confirmed action runs: the confirm button spins and the dialog cannot be dismissed. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A yes/no question in a modal. The cancel button takes the focus first, so that Enter on a dialog
 * opened by mistake never destroys anything.
 */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  danger = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const close = () => {
    if (!busy) onCancel();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      centered
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      withCloseButton={!busy}
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
      styles={{ title: { fontWeight: 600 } }}
    >
      {typeof children === 'string' ? <Text size="sm">{children}</Text> : children}
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={close} disabled={busy} data-autofocus>
          {cancelLabel}
        </Button>
        {/* Shade 9: white on Mantine's default red reads at 3.8:1, below WCAG's 4.5:1. */}
        <Button color={danger ? 'red.9' : undefined} onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
