export { fileRoutes } from './file.routes';
export { createFileService, type FileService } from './file.service';
