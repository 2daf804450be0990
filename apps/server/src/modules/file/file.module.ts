import { defineModule } from '../../platform/module';
import { fileRoutes } from './file.routes';
import { seedFiles } from './file.seed';
import { createFileService, type FileService } from './file.service';

declare module '../../platform/module' {
  interface ModuleServices {
    file: { files: FileService };
  }
}

/** A project's files and its records' (the Files tabs); the hub counts the project's own. */
export const fileModule = defineModule({
  name: 'file',
  create: ({ db, files }) => ({ files: createFileService({ db, storage: files.storage }) }),
  routes: (router, { files }) => fileRoutes(router, files),
  hub: { key: 'files', count: ({ files }, actor, projectId, ex) => files.countOf(actor, projectId, ex) },
  seed: seedFiles,
  seedAfter: ['project', 'user', 'receivingAlert'],
});
