import { defineContractModule } from './common/module';
import { reportEndpoints } from './report.endpoints';

export * from './report';
export * from './report.catalogue';
export * from './report.endpoints';

/** Reports across the modules, each read within the caller's projects. */
export const reportModule = defineContractModule({ api: { report: reportEndpoints } });
