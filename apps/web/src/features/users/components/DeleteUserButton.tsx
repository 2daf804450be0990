import { CANT_DELETE_SELF, type UserDetails } from '@freightdesk/contracts';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../../api/client';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { discardChanges } from '../../../components/form';
import { notify } from '../../../components/notify';
import { useDeleteUser } from '../api';

/** docs/requirements.md section 8, verbatim. */
export const DELETE_USER_TEXT =
  'Please confirm you would like to delete the selected User account. This action cannot be reversed and all associated records will also be deleted!';

interface DeleteUserButtonProps {
  user: UserDetails;
  /** The signed-in user may not delete themselves; the server refuses it too. */
  isSelf: boolean;
}

export function DeleteUserButton({ user, isSelf }: DeleteUserButtonProps) {
  const navigate = useNavigate();
  const remove = useDeleteUser();
  const [confirming, setConfirming] = useState(false);

  const confirm = async () => {
    try {
      await remove.mutateAsync(user.id);
      notify.success(`User ${user.userName} deleted`);
      // The record is gone: its unsaved changes go with it, without a question.
      navigate('/users', { replace: true, state: discardChanges });
    } catch (err) {
      notify.error(`Error occured while deleting User! ${errorText(err)}`);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <>
      <Button
        type="button"
        color="red"
        variant="light"
        onClick={() => (isSelf ? notify.error(CANT_DELETE_SELF) : setConfirming(true))}
      >
        Delete
      </Button>
      <ConfirmDialog
        opened={confirming}
        title="Delete User"
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      >
        {DELETE_USER_TEXT}
      </ConfirmDialog>
    </>
  );
}
