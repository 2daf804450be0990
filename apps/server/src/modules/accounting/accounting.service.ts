import {
  type AccountingExport,
  type BookRecords,
  CLIENT_USER_TYPE_ID,
  type CreateAccountingExportBody,
} from '@freightdesk/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import { type Executor, inTransaction } from '../../db/executor';
import { iifOf, qboCsvOf, totalOf } from '../../platform/accounting/books';
import type { Actor } from '../../platform/auth/actor';
import { badRequest, fieldError, forbidden, notFound } from '../../platform/errors';
import { exact, sumExact } from '../../platform/exact';
import type { FileReply } from '../../platform/export/exportFile';
import type { FileStorage } from '../../platform/files/storage';
import { type NumberSequence, nextNumber } from '../../platform/kit';
import { type DataScope, scopeOf } from '../../platform/scope';
import { projectInScope } from '../project';
import type { BookSource } from './accounting.sources';
import type { AccountingSync } from './accounting.sync';
import { accountingExports } from './accounting.table';

/** EX-1001 on. */
const EXPORT_NUMBERS: NumberSequence = {
  table: accountingExports,
  column: accountingExports.number,
  prefix: 'EX',
  floor: 1000,
};
const contentTypes = { iif: 'application/octet-stream', csv: 'text/csv; charset=utf-8' } as const;

/** An export as it is answered. */
const answerOf = (r: typeof accountingExports.$inferSelect): AccountingExport => ({
  id: r.id,
  number: r.number,
  records: r.records,
  format: r.format,
  fileName: r.fileName,
  count: r.count,
  amount: r.amount,
  documents: r.documents,
  createdAt: r.createdAt.toISOString(),
  createdBy: r.createdBy,
});

/** An export the caller sees: every project of its documents is one of theirs. */
const visible = (scope: DataScope) => {
  const inScope = projectInScope(scope, sql`p.id`);
  return inScope
    ? sql`not exists (select 1 from unnest(${accountingExports.projectIds}) as p(id) where not (${inScope}))`
    : undefined;
};

const staffOnly = (actor: Actor) => {
  if (actor.userTypeId === CLIENT_USER_TYPE_ID) throw forbidden('Client users do not see the exports to the books.');
};

export interface AccountingServiceDeps {
  db: Executor;
  storage: FileStorage;
  /** Where each kind of document comes from and is marked exported (its own module). */
  sources: Record<BookRecords, BookSource>;
  /** The QuickBooks Online outbox (which sends nothing when QuickBooks is not connected). */
  sync: AccountingSync;
}

/**
 * Exports to the books through the files adapter: what waits is read and locked, written as IIF
 * or CSV to the file storage, recorded, and each record marked exported by its own module, all in
 * one transaction: a failure leaves every record waiting, and two exports at once cannot both take one.
 */
export function createAccountingService({ db, storage, sources, sync }: AccountingServiceDeps) {
  /**
   * What waits for the books, locked in the caller's transaction: approved bills or billed
   * invoices not exported and not on their way to QuickBooks Online already.
   */
  async function documentsOf(actor: Actor, records: BookRecords, tx: Executor) {
    const source = sources[records];
    const found = await source.waiting(actor, tx);
    const queued = await sync.queued(
      source.kind,
      found.map((f) => f.recordId),
      tx,
    );
    return found.filter((f) => !queued.has(f.recordId));
  }
  const nothingWaits = (records: BookRecords) => {
    const { what } = sources[records];
    return badRequest(`Nothing waits to be exported: there are no ${what} the books do not have yet.`, {
      records: `No ${what} wait to be exported.`,
    });
  };

  return {
    async list(actor: Actor, q: { pageIndex: number; pageSize: number }, tx?: Executor) {
      staffOnly(actor);
      const ex = tx ?? db;
      const where = visible(scopeOf(actor));
      const rows = await ex
        .select()
        .from(accountingExports)
        .where(where)
        .orderBy(desc(accountingExports.createdAt), desc(accountingExports.id))
        .limit(q.pageSize)
        .offset((q.pageIndex - 1) * q.pageSize);
      const [{ n } = { n: 0 }] = await ex
        .select({ n: sql<number>`count(*)::int` })
        .from(accountingExports)
        .where(where);
      return {
        items: rows.map(answerOf),
        totalCount: n,
        totalExact: true,
        pageIndex: q.pageIndex,
        pageSize: q.pageSize,
      };
    },

    create(actor: Actor, input: CreateAccountingExportBody, tx?: Executor): Promise<AccountingExport> {
      staffOnly(actor);
      return inTransaction(db, tx, async (tx) => {
        if (input.records === 'creditNotes' && input.format === 'csv') {
          throw fieldError(
            'format',
            'QuickBooks Online imports bills and invoices, not credit notes: export them as IIF, or connect QuickBooks Online.',
          );
        }
        const waiting = await documentsOf(actor, input.records, tx);
        if (!waiting.length) throw nothingWaits(input.records);
        const docs = waiting.map((w) => w.document);
        const ids = waiting.map((w) => w.recordId);
        const number = await nextNumber(tx, EXPORT_NUMBERS);
        const fileName = `${number}-${sources[input.records].stem}.${input.format}`;
        const content =
          input.format === 'iif' ? iifOf(docs) : qboCsvOf(input.records === 'vendorBills' ? 'bill' : 'invoice', docs);
        const storageKey = `accounting/exports/${number}/${fileName}`;
        await storage.put(storageKey, Buffer.from(content, 'utf8'), contentTypes[input.format]);
        try {
          const [row] = await tx
            .insert(accountingExports)
            .values({
              number,
              records: input.records,
              format: input.format,
              fileName,
              storageKey,
              count: docs.length,
              amount: sumExact(docs.map((d) => exact(totalOf(d)))).toFixed(2),
              documents: waiting.map((w) => w.number),
              projectIds: [...new Set(waiting.map((w) => w.projectId))],
              createdBy: actor.userName,
            })
            .returning();
          await sources[input.records].markExported(actor, ids, tx);
          return answerOf(row!);
        } catch (err) {
          // Nothing half-done: the file of an export that was not recorded goes again.
          await storage.remove(storageKey).catch(() => {});
          throw err;
        }
      });
    },

    /** Queues what waits for QuickBooks Online, in one transaction with reading it. */
    sync(actor: Actor, input: { records: BookRecords }, tx?: Executor) {
      staffOnly(actor);
      return inTransaction(db, tx, async (tx) => {
        sync.assertConnected();
        const waiting = await documentsOf(actor, input.records, tx);
        if (!waiting.length) throw nothingWaits(input.records);
        return { queued: await sync.queue(actor, waiting, tx) };
      });
    },
    status: (actor: Actor) => {
      staffOnly(actor);
      return sync.status(actor);
    },
    outbox: (actor: Actor, q: Parameters<AccountingSync['list']>[1]) => {
      staffOnly(actor);
      return sync.list(actor, q);
    },
    retry: (actor: Actor, id: number) => {
      staffOnly(actor);
      return sync.retry(actor, id);
    },

    async file(actor: Actor, id: number, tx?: Executor): Promise<FileReply> {
      staffOnly(actor);
      const where = visible(scopeOf(actor));
      const [row] = await (tx ?? db)
        .select()
        .from(accountingExports)
        .where(where ? sql`${eq(accountingExports.id, id)} and ${where}` : eq(accountingExports.id, id));
      if (!row) throw notFound('Export');
      return {
        filename: row.fileName,
        contentType: contentTypes[row.format],
        stream: await storage.get(row.storageKey),
      };
    },
  };
}
export type AccountingService = ReturnType<typeof createAccountingService>;
