/** Exports to the books (the files adapter of the accounting gateway). */
export { type AccountingService, createAccountingService } from './accounting.service';
