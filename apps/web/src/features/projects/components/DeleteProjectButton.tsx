import type { ProjectDetails } from '@freightdesk/contracts';
import { Alert, Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../../api/client';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { discardChanges } from '../../../components/form';
import { notify } from '../../../components/notify';
import { useDeleteProject } from '../api';

/**
 * Deletes a project that holds no records. The server refuses one that does, saying what it
 * holds; the refusal stays in the dialog so that it can be read.
 */
export function DeleteProjectButton({ project }: { project: ProjectDetails }) {
  const navigate = useNavigate();
  const remove = useDeleteProject();
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const close = () => {
    setConfirming(false);
    setRefusal(null);
  };
  const confirm = async () => {
    try {
      await remove.mutateAsync(project.id);
      notify.success(`Project ${project.number} deleted`);
      // The record is gone: its unsaved changes go with it, without a question.
      navigate('/projects', { replace: true, state: discardChanges });
    } catch (err) {
      setRefusal(errorText(err));
    }
  };

  return (
    <>
      <Button type="button" color="red" variant="light" onClick={() => setConfirming(true)}>
        Delete
      </Button>
      <ConfirmDialog
        opened={confirming}
        title="Delete Project"
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onConfirm={() => void confirm()}
        onCancel={close}
      >
        <Text size="sm">
          {`Please confirm you would like to delete project ${project.number} with its rates and billing periods. This action cannot be reversed.`}
        </Text>
        {refusal && (
          <Alert color="red" variant="light" mt="md" role="alert" title="The project was not deleted">
            {refusal}
          </Alert>
        )}
      </ConfirmDialog>
    </>
  );
}
