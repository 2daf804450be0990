import type { BookRecords } from '@freightdesk/contracts';
import type { Executor } from '../../db/executor';
import type { Actor } from '../auth/actor';

/** What the books do with records made ready, in the transaction that made them so. */
export type BooksListener = (actor: Actor, records: BookRecords, ids: number[], tx: Executor) => Promise<void>;

/**
 * Where a module says that records became ready for the books (bills approved, an invoice
 * approved, a credit note issued), in the transaction that made them so. The books module listens:
 * with QuickBooks Online connected it queues them in that same transaction, so an approval and its
 * place in the outbox commit together or not at all. The modules of the records never know the books.
 */
export interface BooksHandoff {
  ready(actor: Actor, records: BookRecords, ids: number[], tx: Executor): Promise<void>;
  listen(listener: BooksListener): void;
  /**
   * Whether the books take what is ready themselves (QuickBooks Online connected: its worker marks
   * each record exported once QuickBooks has it), so that nobody marks one exported by hand.
   */
  takesReady(): boolean;
}

export function booksHandoff(): BooksHandoff {
  const listeners: BooksListener[] = [];
  return {
    async ready(actor, records, ids, tx) {
      if (!ids.length) return;
      for (const listener of listeners) await listener(actor, records, ids, tx);
    },
    listen(listener) {
      listeners.push(listener);
    },
    takesReady: () => listeners.length > 0,
  };
}

/**
 * Why a person may not mark a record exported while the books take what is ready themselves (two
 * ways into the books would be one too many): "VB-30012 goes to QuickBooks Online by itself: …".
 */
export const takenByTheBooks = (subject: string) =>
  `${subject} goes to QuickBooks Online by itself: it is marked exported when QuickBooks has it.`;
