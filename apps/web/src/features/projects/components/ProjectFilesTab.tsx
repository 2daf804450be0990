import { allows } from '@freightdesk/contracts';
import { Stack } from '@mantine/core';
import { useAuth } from '../../../auth/AuthContext';
import { TabBadge } from '../../../components/detail';
import { FilesPanel } from '../../files';
import { useProjectCounts } from '../api';

/**
 * The Files tab of the project hub: the project's own files, to upload, view, download and remove
 * as the user's Project permissions allow (the server checks them again); and for who may view
 * receiving, the receiving alerts' files with the photos taken at the dock.
 */
export function ProjectFilesTab({ projectId }: { projectId: number }) {
  const { scope } = useAuth();
  return (
    <Stack gap="xl">
      <FilesPanel
        projectId={projectId}
        transactionType="Project"
        canAdd={allows(scope, 'Project:Create') || allows(scope, 'Project:Update')}
        canRemove={allows(scope, 'Project:Update') || allows(scope, 'Project:Delete')}
      />
      {allows(scope, 'RA:View') && (
        <FilesPanel
          projectId={projectId}
          transactionType="ReceivingAlert"
          title="Receiving: documents and dock photos"
          canAdd={false}
          canRemove={allows(scope, 'RA:Update') || allows(scope, 'RA:Delete')}
        />
      )}
    </Stack>
  );
}

/** The Files tab's count: the project's files, as its tabs' counts say. */
export function ProjectFileCount({ projectId, active }: { projectId: number; active: boolean }) {
  return <TabBadge count={useProjectCounts(projectId).data?.files} active={active} />;
}
