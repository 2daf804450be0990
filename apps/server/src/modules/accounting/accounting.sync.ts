import { randomUUID } from 'node:crypto';
import type { BookRecords, OutboxEntry, OutboxStatus } from '@freightdesk/contracts';
import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { totalOf } from '../../platform/accounting/books';
import {
  type QboClient,
  QboError,
  type QboPayment,
  type QboTokenStore,
  type QboTokens,
} from '../../platform/accounting/qbo';
import { type Actor, makeActor } from '../../platform/auth/actor';
import { badRequest, notFound } from '../../platform/errors';
import { type JobMetrics, untimed } from '../../platform/metrics';
import { scopeOf } from '../../platform/scope';
import type { InvoiceService } from '../invoice';
import { projectInScope } from '../project';
import { type BookKind, type BookSource, recordsOf, type Waiting } from './accounting.sources';
import { accountingOutbox, accountingPayments, accountingTokens } from './accounting.table';

/** Who marks a record exported when QuickBooks has it: the sync itself, as the history shows. */
const syncActor: Actor = makeActor({ id: 0, userName: 'QuickBooks sync', userTypeId: 1, clientId: 1 }, 'Admin');
/** A claimed document is the claiming worker's for this long; after it, another may take it (a worker died). */
const LEASE_MS = 5 * 60_000;
/** Tries before a document is Failed and waits for someone to retry it. */
const MAX_ATTEMPTS = 6;
/** The wait before try n + 1: 30 s, 1, 2, 4, 8 min, at most an hour. */
export const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);
/** Only one server claims at a time (a transaction-scoped advisory lock, let go at commit). */
const CLAIM_LOCK = 730_201;

/** The tokens kept in the database; a refresh runs under a lock across servers and stores the rotation at once. */
export function databaseTokenStore(db: Executor): QboTokenStore {
  const tokensOf = (r: typeof accountingTokens.$inferSelect): QboTokens => ({
    accessToken: r.accessToken,
    accessExpiresAt: r.accessExpiresAt,
    refreshToken: r.refreshToken,
  });
  return {
    async current() {
      const [row] = await db.select().from(accountingTokens).where(eq(accountingTokens.id, 1));
      return row ? tokensOf(row) : null;
    },
    refresh: (rotate) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${CLAIM_LOCK + 1})`);
        const [row] = await tx.select().from(accountingTokens).where(eq(accountingTokens.id, 1));
        const fresh = await rotate(row ? tokensOf(row) : null);
        const values = { ...fresh, updatedAt: new Date() };
        await tx
          .insert(accountingTokens)
          .values({ id: 1, ...values })
          .onConflictDoUpdate({ target: accountingTokens.id, set: values });
        return fresh;
      }),
  };
}

type Row = typeof accountingOutbox.$inferSelect;
const entryOf = (r: Row): OutboxEntry => ({
  id: r.id,
  kind: r.kind,
  recordId: r.recordId,
  number: r.number,
  docNumber: r.document.number,
  party: r.document.party,
  amount: totalOf(r.document),
  status: r.status,
  attempts: r.attempts,
  nextAttemptAt: r.nextAttemptAt.toISOString(),
  lastError: r.lastError,
  externalId: r.externalId,
  createdAt: r.createdAt.toISOString(),
  sentAt: r.sentAt?.toISOString() ?? null,
});

export interface AccountingSyncDeps {
  db: Executor;
  /** QuickBooks Online, when it is connected. */
  qbo: (Pick<QboClient, 'send'> & Partial<Pick<QboClient, 'paymentsSince'>>) | null;
  /** Where each kind of document is marked exported once QuickBooks has it. */
  sources: Record<BookRecords, BookSource>;
  /** Payments read back are recorded on their invoices. */
  invoices: Pick<InvoiceService, 'recordPayment'>;
}

/**
 * The QuickBooks Online outbox: documents are queued in the caller's transaction, claimed by one
 * worker at a time (a lease, under SKIP LOCKED), sent with their own request id, and acknowledged
 * in a transaction of their own that marks the record exported. A worker that dies between
 * sending and acknowledging leaves the document to the next claim, which finds it in QuickBooks by
 * its number and acknowledges it without creating it again.
 */
export function accountingSync({ db, qbo, sources, invoices }: AccountingSyncDeps) {
  /** Marks the record exported by its own module, as the sync. */
  const acknowledge = (tx: Executor, row: Row) =>
    sources[recordsOf[row.kind]].markExported(syncActor, [row.recordId], tx);

  /** Takes due documents for this worker, when no other server is claiming. */
  const claim = (limit: number) =>
    db.transaction(async (tx) => {
      const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${CLAIM_LOCK}) as locked`);
      const locked = (result as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked === true;
      if (!locked) return [];
      const due = await tx
        .select()
        .from(accountingOutbox)
        .where(and(eq(accountingOutbox.status, 'Pending'), lte(accountingOutbox.nextAttemptAt, new Date())))
        .orderBy(asc(accountingOutbox.nextAttemptAt), asc(accountingOutbox.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (!due.length) return [];
      await tx
        .update(accountingOutbox)
        .set({ nextAttemptAt: new Date(Date.now() + LEASE_MS) })
        .where(
          inArray(
            accountingOutbox.id,
            due.map((r) => r.id),
          ),
        );
      return due;
    });

  async function sendOne(row: Row) {
    try {
      const sent = await qbo!.send(row.document, row.requestId);
      await db.transaction(async (tx) => {
        await tx
          .update(accountingOutbox)
          .set({ status: 'Sent', externalId: sent.id, sentAt: new Date(), lastError: '', attempts: row.attempts + 1 })
          .where(eq(accountingOutbox.id, row.id));
        await acknowledge(tx, row);
      });
      return true;
    } catch (err) {
      const attempts = row.attempts + 1;
      // A validation fault refuses the document as it stands: trying it again unchanged gets the
      // same answer, so it fails at once and waits for a person. Anything else (QuickBooks down,
      // the network, the limits) is tried again later.
      const refused = err instanceof QboError && err.status === 400;
      const status: OutboxStatus = refused || attempts >= MAX_ATTEMPTS ? 'Failed' : 'Pending';
      await db
        .update(accountingOutbox)
        .set({
          status,
          attempts,
          lastError: err instanceof Error ? err.message : String(err),
          nextAttemptAt: new Date(Date.now() + backoffMs(attempts)),
        })
        .where(eq(accountingOutbox.id, row.id));
      return false;
    }
  }

  /** One payment line recorded on the invoice it pays, once (its key is taken in the same transaction). */
  async function recordLine(payment: QboPayment, index: number, line: QboPayment['lines'][number]) {
    const key = `${payment.id}:${index}`;
    const [sent] = await db
      .select({ invoiceId: accountingOutbox.recordId })
      .from(accountingOutbox)
      .where(and(eq(accountingOutbox.kind, 'invoice'), eq(accountingOutbox.externalId, line.invoiceId)));
    // A payment of an invoice we did not send (made in QuickBooks itself) is not ours to record.
    if (!sent) return false;
    try {
      return await db.transaction(async (tx) => {
        const taken = await tx
          .insert(accountingPayments)
          .values({ key, invoiceId: sent.invoiceId, amount: line.amount })
          .onConflictDoNothing()
          .returning({ key: accountingPayments.key });
        if (!taken.length) return false;
        await invoices.recordPayment(
          syncActor,
          {
            invoiceId: sent.invoiceId,
            paymentDate: payment.date,
            amount: line.amount,
            method: 'Other',
            reference: `QuickBooks payment ${payment.id}`,
          },
          tx,
        );
        return true;
      });
    } catch (err) {
      // Refused (more than the balance, dated before the invoice): kept with why, read once.
      const error = err instanceof Error ? err.message : String(err);
      await db
        .insert(accountingPayments)
        .values({ key, invoiceId: sent.invoiceId, amount: line.amount, error })
        .onConflictDoNothing();
      return false;
    }
  }

  /**
   * Payments of the invoices we sent, read back from QuickBooks' change data capture: from where
   * the last read stopped (at most 30 days back), page after page while an answer is full, each
   * payment line recorded once on its invoice (which then reads Paid or Partly paid).
   */
  async function pullPayments(now = new Date()): Promise<{ recorded: number }> {
    if (!qbo?.paymentsSince) return { recorded: 0 };
    const [cursor] = await db.select({ since: accountingTokens.paymentsSince }).from(accountingTokens);
    const oldest = new Date(now.getTime() - 30 * 86_400_000 + 60_000);
    let since = cursor?.since && cursor.since > oldest ? cursor.since : oldest;
    let recorded = 0;
    for (let page = 0; page < 100; page++) {
      const { payments, more, next } = await qbo.paymentsSince(since);
      for (const p of payments) {
        for (const [i, line] of p.lines.entries()) if (await recordLine(p, i, line)) recorded++;
      }
      // An answer full of changes made in one instant moves on by a millisecond, never round in a circle.
      since = next > since ? next : new Date(since.getTime() + 1);
      if (!more) break;
    }
    await db.update(accountingTokens).set({ paymentsSince: since });
    return { recorded };
  }

  /** One round of the worker: what is due and claimable is sent. Answers how many were claimed and sent. */
  async function runOnce(limit = 20): Promise<{ claimed: number; sent: number }> {
    if (!qbo) return { claimed: 0, sent: 0 };
    const claimed = await claim(limit);
    let sent = 0;
    for (const row of claimed) if (await sendOne(row)) sent++;
    return { claimed: claimed.length, sent };
  }

  function assertConnected() {
    if (!qbo) {
      throw badRequest('QuickBooks Online is not connected: export a file instead.', {
        records: 'QuickBooks Online is not connected.',
      });
    }
  }

  return {
    pullPayments,
    assertConnected,
    /** Whether QuickBooks Online is connected (the worker runs only then). */
    assertConnectedOrNull: () => qbo !== null,

    /** Queues documents in the caller's transaction: those already queued once are left out. */
    async queue(actor: Actor, docs: Waiting[], tx: Executor) {
      assertConnected();
      if (!docs.length) return 0;
      const made = await tx
        .insert(accountingOutbox)
        .values(docs.map((d) => ({ ...d, requestId: randomUUID(), createdBy: actor.userName })))
        .onConflictDoNothing()
        .returning({ id: accountingOutbox.id });
      return made.length;
    },

    /** The record ids among these that are queued (sent or not): a file export leaves them out. */
    async queued(kind: BookKind, ids: number[], tx: Executor) {
      if (!ids.length) return new Set<number>();
      const rows = await tx
        .select({ id: accountingOutbox.recordId })
        .from(accountingOutbox)
        .where(and(eq(accountingOutbox.kind, kind), inArray(accountingOutbox.recordId, ids)));
      return new Set(rows.map((r) => r.id));
    },

    runOnce,

    async status(actor: Actor) {
      const scoped = projectInScope(scopeOf(actor), accountingOutbox.projectId);
      const counts = await db
        .select({ status: accountingOutbox.status, n: count() })
        .from(accountingOutbox)
        .where(scoped)
        .groupBy(accountingOutbox.status);
      const of = (s: OutboxStatus) => counts.find((c) => c.status === s)?.n ?? 0;
      return { quickBooksOnline: qbo !== null, pending: of('Pending'), failed: of('Failed') };
    },

    async list(
      actor: Actor,
      q: {
        pageIndex: number;
        pageSize: number;
        status?: OutboxStatus | undefined;
        kind?: BookKind | undefined;
        recordId?: number | undefined;
      },
    ) {
      const where = and(
        projectInScope(scopeOf(actor), accountingOutbox.projectId),
        q.status ? eq(accountingOutbox.status, q.status) : undefined,
        q.kind ? eq(accountingOutbox.kind, q.kind) : undefined,
        q.recordId ? eq(accountingOutbox.recordId, q.recordId) : undefined,
      );
      const rows = await db
        .select()
        .from(accountingOutbox)
        .where(where)
        .orderBy(desc(accountingOutbox.createdAt), desc(accountingOutbox.id))
        .limit(q.pageSize)
        .offset((q.pageIndex - 1) * q.pageSize);
      const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(accountingOutbox).where(where);
      return {
        items: rows.map(entryOf),
        totalCount: n,
        totalExact: true,
        pageIndex: q.pageIndex,
        pageSize: q.pageSize,
      };
    },

    /** A failed (or waiting) document tried again at once; a sent one stays sent. */
    async retry(actor: Actor, id: number) {
      const [row] = await db
        .update(accountingOutbox)
        .set({ status: 'Pending', nextAttemptAt: new Date(), attempts: 0 })
        .where(
          and(
            eq(accountingOutbox.id, id),
            inArray(accountingOutbox.status, ['Pending', 'Failed']),
            projectInScope(scopeOf(actor), accountingOutbox.projectId),
          ),
        )
        .returning();
      if (!row) {
        const [seen] = await db
          .select()
          .from(accountingOutbox)
          .where(and(eq(accountingOutbox.id, id), projectInScope(scopeOf(actor), accountingOutbox.projectId)));
        if (!seen) throw notFound('Export');
        return entryOf(seen);
      }
      return entryOf(row);
    },

    /** What waits for QuickBooks Online now: documents pending (to send or retry) and failed (for a person). */
    async depth(): Promise<Record<'Pending' | 'Failed', number>> {
      const rows = await db
        .select({ status: accountingOutbox.status, n: sql<number>`count(*)::int` })
        .from(accountingOutbox)
        .where(inArray(accountingOutbox.status, ['Pending', 'Failed']))
        .groupBy(accountingOutbox.status);
      const depth = { Pending: 0, Failed: 0 };
      for (const r of rows) depth[r.status as keyof typeof depth] = r.n;
      return depth;
    },

    /** Runs the worker every `everyMs` until stopped. */
    start(everyMs: number, log: { error: (o: unknown, msg: string) => void }, job: JobMetrics = untimed) {
      let running = false;
      let rounds = 0;
      const round = async () => {
        await runOnce();
        // Payments are read every fourth round (a minute at the server's 15 s).
        if (rounds % 4 === 0) await pullPayments();
      };
      const timer = setInterval(() => {
        if (running) return;
        running = true;
        rounds++;
        job
          .round(round)
          .catch((err) => log.error({ err }, 'QuickBooks Online sync failed'))
          .finally(() => {
            running = false;
          });
      }, everyMs);
      return () => clearInterval(timer);
    },
  };
}
export type AccountingSync = ReturnType<typeof accountingSync>;
