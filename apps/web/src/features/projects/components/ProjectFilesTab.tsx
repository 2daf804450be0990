import { allows } from '@freightdesk/contracts';
import { useAuth } from '../../../auth/AuthContext';
import { FilesPanel } from '../../files';

/**
 * The Files tab of the project hub: the project's own files, to upload, view, download and remove
 * as the user's Project permissions allow (the server checks them again).
 */
export function ProjectFilesTab({ projectId }: { projectId: number }) {
  const { scope } = useAuth();
  return (
    <FilesPanel
      projectId={projectId}
      transactionType="Project"
      canAdd={allows(scope, 'Project:Create') || allows(scope, 'Project:Update')}
      canRemove={allows(scope, 'Project:Update') || allows(scope, 'Project:Delete')}
    />
  );
}
