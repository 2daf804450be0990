export { accessibleProjects, createProjectRepository, type ProjectRepository } from './project.repository';
export { projectRoutes } from './project.routes';
export { createProjectService, type ProjectService } from './project.service';
