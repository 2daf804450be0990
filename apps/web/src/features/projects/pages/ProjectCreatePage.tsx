import { ProjectForm } from '../components/ProjectForm';

/** /projects/create: the project form, empty; the number is the next one unless typed. */
export default function ProjectCreatePage() {
  return <ProjectForm mode="create" />;
}
