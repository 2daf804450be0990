import type { ClientDetails } from '@freightdesk/contracts';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, errorText } from '../../../api/client';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { discardChanges } from '../../../components/form';
import { notify } from '../../../components/notify';
import { useDeleteClient } from '../api';

/**
 * Deletes a client after a confirmation. A client in use (by a user, a project, another client as
 * billing or third party) is refused with a 409 saying what uses it: that message is shown as is.
 */
export function DeleteClientButton({ client }: { client: ClientDetails }) {
  const navigate = useNavigate();
  const remove = useDeleteClient();
  const [confirming, setConfirming] = useState(false);

  const confirm = async () => {
    try {
      await remove.mutateAsync(client.id);
      notify.success(`${client.name} deleted`);
      // The record is gone: its unsaved changes go with it, without a question.
      navigate('/address-books', { replace: true, state: discardChanges });
    } catch (err) {
      const inUse = err instanceof ApiError && (err.status === 409 || err.status === 400);
      notify.error(inUse ? errorText(err) : `Error occured while deleting ${client.name}! ${errorText(err)}`, {
        // Long enough to read which records use the client.
        autoClose: 8000,
      });
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
        title="Delete Client"
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      >
        {`Please confirm you would like to delete ${client.name} with its addresses and contacts. This action cannot be reversed.`}
      </ConfirmDialog>
    </>
  );
}
