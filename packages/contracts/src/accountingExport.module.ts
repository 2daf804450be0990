import { accountingExportEndpoints } from './accountingExport.endpoints';
import { defineContractModule } from './common/module';

export * from './accountingExport';
export * from './accountingExport.endpoints';

/** Exports to the books: the files adapter of the accounting gateway. */
export const accountingExportModule = defineContractModule({ api: { accountingExport: accountingExportEndpoints } });
