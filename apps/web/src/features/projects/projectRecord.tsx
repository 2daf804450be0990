import { type ProjectDetails, projectList } from '@freightdesk/contracts';
import { defineRecord } from '../../components/detail';
import { filesTab } from '../files';
import { ProjectFileCount, ProjectFilesTab } from './components/ProjectFilesTab';

/** A project's hub; its Files tab lists the project's own files and its receiving alerts', not one record's folder. */
export const projectRecord = defineRecord<ProjectDetails>('project', 'project', {
  list: projectList,
  labels: { thirdPartyClient: 'Third-party client' },
  tabs: {
    files: ({ id }) =>
      filesTab(<ProjectFilesTab projectId={id} />, (active) => <ProjectFileCount projectId={id} active={active} />),
    history: true,
  },
});
