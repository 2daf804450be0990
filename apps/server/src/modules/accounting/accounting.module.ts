import type { BookRecords } from '@freightdesk/contracts';
import { type QboClient, qboClient } from '../../platform/accounting/qbo';
import { defineModule } from '../../platform/module';
import { accountingExportRoutes } from './accounting.routes';
import { type AccountingService, createAccountingService } from './accounting.service';
import { type BookSource, bookSources } from './accounting.sources';
import { type AccountingSync, accountingSync, databaseTokenStore } from './accounting.sync';

declare module '../../platform/module' {
  interface ModuleServices {
    accounting: {
      books: AccountingService;
      sync: AccountingSync;
      sources: Record<BookRecords, BookSource>;
      /** QuickBooks Online's client, when it is connected (its vendors answer GetVendors). */
      quickBooks: QboClient | null;
    };
  }
}

/**
 * Exports to the books: approved vendor bills and billed invoices, read from their modules,
 * written as a file, and marked exported by each module in the same transaction; or, with
 * QuickBooks Online connected, queued in an outbox its worker sends from, in the transaction that
 * approved them (the modules say so through `accounting.books`, never knowing this one).
 */
export const accountingModule = defineModule({
  name: 'accounting',
  dependsOn: ['invoice', 'vendorBill'],
  create: ({ db, files, accounting }, { invoice, vendorBill }) => {
    const qbo = accounting.qbo ? qboClient(accounting.qbo, databaseTokenStore(db)) : null;
    const sources = bookSources({
      invoices: invoice.invoices,
      creditNotes: invoice.creditNotes,
      vendorBills: vendorBill.vendorBills,
    });
    const sync = accountingSync({ db, qbo, sources, invoices: invoice.invoices });
    // Connected, what an approval makes ready is queued in the approval's own transaction.
    if (qbo) {
      accounting.books.listen(async (actor, records, ids, tx) => {
        await sync.queue(actor, await sources[records].waiting(actor, tx, ids), tx);
      });
    }
    return {
      sync,
      sources,
      quickBooks: qbo,
      books: createAccountingService({ db, storage: files.storage, sources, sync }),
    };
  },
  routes: (router, { books }) => accountingExportRoutes(router, books),
  start: ({ sync }, { every, log, metrics }) => {
    metrics.gauge({
      name: 'freightdesk_accounting_outbox_documents',
      help: 'Documents waiting for QuickBooks Online: pending (to send or retry) and failed (for a person to retry).',
      label: 'status',
      read: () => sync.depth(),
    });
    return sync.assertConnectedOrNull() && every.accountingSync
      ? sync.start(every.accountingSync, log, metrics.job('accounting sync'))
      : undefined;
  },
});
