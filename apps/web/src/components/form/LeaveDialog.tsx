import { ConfirmDialog } from '../ConfirmDialog';

interface LeaveDialogProps {
  opened: boolean;
  onStay: () => void;
  onLeave: () => void;
}

/** Asked before a navigation drops unsaved changes. Stay takes the focus, and Escape stays too. */
export default function LeaveDialog({ opened, onStay, onLeave }: LeaveDialogProps) {
  return (
    <ConfirmDialog
      opened={opened}
      title="Leave this page?"
      cancelLabel="Stay"
      confirmLabel="Leave"
      danger
      onCancel={onStay}
      onConfirm={onLeave}
    >
      Your changes are not saved.
    </ConfirmDialog>
  );
}
