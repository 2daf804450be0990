import { Button } from '@mantine/core';
import { useState } from 'react';
import { errorText } from '../../api/client';
import { ConfirmDialog } from '../ConfirmDialog';
import { leaveDeliberately } from '../form/unsavedChanges';
import { notify } from '../notify';

interface DeleteButtonProps {
  /** The dialog's title ("Delete Receiving Alert"). */
  title: string;
  /** The question the dialog asks. */
  question: string;
  /** While the delete runs: the dialog cannot be dismissed. */
  busy: boolean;
  /**
   * Deletes, tells the user and leaves the screen (without asking about unsaved changes: the
   * record is gone); a refusal (a 409) is shown as the server says it.
   */
  onDelete: () => Promise<void>;
}

/** A record screen's Delete: a red button, then a confirmation whose Cancel takes the focus. */
export function DeleteButton({ title, question, busy, onDelete }: DeleteButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const confirm = async () => {
    try {
      await leaveDeliberately(onDelete);
    } catch (err) {
      notify.error(errorText(err));
    } finally {
      setConfirming(false);
    }
  };
  return (
    <>
      <Button type="button" color="red" variant="light" onClick={() => setConfirming(true)}>
        Delete
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={title}
        confirmLabel="Delete"
        danger
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      >
        {question}
      </ConfirmDialog>
    </>
  );
}
