import { defineContractModule } from './common/module';
import { fileEndpoints } from './file';

export * from './file';

/** A project's files and its records'. */
export const fileModule = defineContractModule({ api: { file: fileEndpoints } });
