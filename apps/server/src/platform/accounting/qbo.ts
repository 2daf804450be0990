import { createHash } from 'node:crypto';
import { exact } from '../exact';
import { accounts, type BookDocument } from './books';
import { QboError, type QboSettings, type QboTokenStore, qboTransport } from './qbo.http';

export { QboError, type QboSettings, type QboTokenStore, type QboTokens } from './qbo.http';

/** What the books gave a document: its id there. */
export interface QboSent {
  id: string;
  /** It was there already (found by its number): nothing was created. */
  found: boolean;
}

/** A payment read back: the invoices (QuickBooks' ids) each line pays, and how much. */
export interface QboPayment {
  id: string;
  date: string;
  updatedAt: Date;
  lines: { invoiceId: string; amount: string }[];
}
type RawPayment = {
  Id: string;
  TxnDate: string;
  MetaData?: { LastUpdatedTime?: string };
  Line?: { Amount: string | number; LinkedTxn?: { TxnId: string; TxnType: string }[] }[];
};

/** QuickBooks' query language quotes with single quotes, escaped by a backslash. */
const quoted = (s: string) => `'${s.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

/**
 * QuickBooks Online's accounting API (v3), as its public documentation describes it, through its
 * transport (qbo.http.ts: tokens, limits, faults): a `requestid` on every create, the same on a
 * retry; a document looked up by its number before it is created, since a request id alone has
 * let a duplicate through; names (vendors, customers, items) found or made on the way.
 */
export function qboClient(
  settings: QboSettings,
  store: QboTokenStore,
  opts: { wait?: (ms: number) => Promise<unknown>; cdcMax?: number } = {},
) {
  const { call } = qboTransport(settings, store, opts.wait);
  /** The most objects change data capture answers a call (1,000): a full answer means there is more. */
  const cdcMax = opts.cdcMax ?? 1000;
  type Found = {
    Id: string;
    SyncToken?: string;
    DisplayName?: string;
    Active?: boolean;
    VendorRef?: { value: string };
    CustomerRef?: { value: string };
  };
  async function select(entity: string, rest: string): Promise<Found[]> {
    const answer = await call('GET', `/query?query=${encodeURIComponent(`select * from ${entity}${rest}`)}`);
    return ((answer.QueryResponse as Record<string, unknown> | undefined)?.[entity] ?? []) as Found[];
  }
  const queryAll = (entity: string, field: string, value: string) =>
    select(entity, ` where ${field} = ${quoted(value)}`);
  const query = async (entity: string, field: string, value: string) =>
    (await queryAll(entity, field, value))[0] ?? null;

  /**
   * The request id of a name a document makes on its way (its vendor, each item): the same on every
   * retry of the document, another for each name, as short as a UUID (QuickBooks takes 50 characters).
   */
  const derivedRequestId = (requestId: string, entity: string, name: string) => {
    const h = createHash('sha256').update(`${requestId}\n${entity}\n${name}`).digest('hex');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
  };
  /**
   * A sparse update of one object: sent with the SyncToken it was read with; when someone else
   * saved it meanwhile (5010, Stale Object Error) it is read again and the change applied to that
   * version, a few times at most.
   */
  async function update(
    entity: 'Vendor' | 'Customer',
    read: Found,
    change: Record<string, unknown>,
    requestId: string,
  ) {
    let current = read;
    for (let tries = 1; ; tries++) {
      try {
        const answer = await call(
          'POST',
          `/${entity.toLowerCase()}?requestid=${encodeURIComponent(derivedRequestId(requestId, `${entity}:${current.SyncToken}`, current.Id))}`,
          { ...change, Id: current.Id, SyncToken: current.SyncToken, sparse: true },
        );
        return answer[entity] as Found;
      } catch (err) {
        if (!(err instanceof QboError && err.code === '5010') || tries >= 3) throw err;
        current = (await call('GET', `/${entity.toLowerCase()}/${current.Id}`))[entity] as Found;
      }
    }
  }

  /**
   * A vendor or customer made for a name QuickBooks' query did not find. A display name is unique
   * across customers, vendors and employees, inactive ones included (6240, Duplicate Name Exists):
   * an inactive one of the same kind is made active again; a name held by another kind (our
   * customer is also our carrier) is given as "Name (Vendor)", found by that name from then on.
   */
  async function partyOf(entity: 'Vendor' | 'Customer', name: string, requestId: string): Promise<Found> {
    const create = async (displayName: string) =>
      (
        await call(
          'POST',
          `/${entity.toLowerCase()}?requestid=${encodeURIComponent(derivedRequestId(requestId, entity, displayName))}`,
          { DisplayName: displayName },
        )
      )[entity] as Found;
    try {
      return await create(name);
    } catch (err) {
      if (!(err instanceof QboError && err.code === '6240')) throw err;
    }
    const [inactive] = await select(entity, ` where DisplayName = ${quoted(name)} and Active = false`);
    if (inactive) return update(entity, inactive, { Active: true }, requestId);
    const other = `${name} (${entity})`;
    return (await query(entity, 'DisplayName', other)) ?? create(other);
  }

  const refs = new Map<string, string>();
  /**
   * The id of a vendor, customer, account or item by its name, made when it is missing (an account
   * must exist); an item made here posts to the income account of the line that named it.
   */
  async function refOf(
    entity: 'Vendor' | 'Customer' | 'Account' | 'Item',
    name: string,
    requestId: string,
    incomeAccount: string = accounts.income('Services'),
  ) {
    const key = `${entity}:${name}`;
    const cached = refs.get(key);
    if (cached) return cached;
    const field = entity === 'Account' ? 'FullyQualifiedName' : entity === 'Item' ? 'Name' : 'DisplayName';
    let found = await query(entity, field, name);
    if (!found && entity === 'Account') {
      throw new QboError(`QuickBooks has no account "${name}": add it to the chart of accounts.`, 400, null);
    }
    if (!found && (entity === 'Vendor' || entity === 'Customer')) {
      // Made before as "Name (Vendor)" (the name was another kind's), or made now.
      found = (await query(entity, 'DisplayName', `${name} (${entity})`)) ?? (await partyOf(entity, name, requestId));
    }
    if (!found) {
      const body =
        entity === 'Item'
          ? {
              Name: name,
              Type: 'Service',
              IncomeAccountRef: { value: await refOf('Account', incomeAccount, requestId) },
            }
          : { DisplayName: name };
      const made = await call(
        'POST',
        `/${entity.toLowerCase()}?requestid=${encodeURIComponent(derivedRequestId(requestId, entity, name))}`,
        body,
      );
      found = made[entity] as { Id: string };
    }
    refs.set(key, found.Id);
    return found.Id;
  }

  return {
    /** Every active vendor (or customer) QuickBooks has, a thousand a page (the most a query answers). */
    async names(entity: 'Vendor' | 'Customer'): Promise<{ id: string; name: string }[]> {
      const out: { id: string; name: string }[] = [];
      for (let start = 1; ; start += 1000) {
        const page = await select(entity, ` startposition ${start} maxresults 1000`);
        out.push(...page.map((v) => ({ id: v.Id, name: v.DisplayName ?? '' })));
        if (page.length < 1000) return out;
      }
    },

    /**
     * Payments changed since `since` (change data capture reaches 30 days back at most), in the
     * order they changed; `more` when the answer was full and the next call starts from `next`.
     */
    async paymentsSince(since: Date): Promise<{ payments: QboPayment[]; more: boolean; next: Date }> {
      const answer = await call('GET', `/cdc?entities=Payment&changedSince=${encodeURIComponent(since.toISOString())}`);
      const responses = (answer.CDCResponse ?? []) as { QueryResponse?: { Payment?: RawPayment[] }[] }[];
      const raw = responses.flatMap((r) => r.QueryResponse ?? []).flatMap((q) => q.Payment ?? []);
      const payments = raw.map((p) => ({
        id: p.Id,
        date: p.TxnDate,
        updatedAt: new Date(p.MetaData?.LastUpdatedTime ?? String(answer.time ?? new Date().toISOString())),
        lines: (p.Line ?? []).flatMap((l) =>
          (l.LinkedTxn ?? [])
            .filter((x) => x.TxnType === 'Invoice')
            .map((x) => ({ invoiceId: x.TxnId, amount: exact(String(l.Amount)).toFixed(2) })),
        ),
      }));
      const more = raw.length >= cdcMax;
      const last = payments.at(-1)?.updatedAt;
      return { payments, more, next: more && last ? last : new Date(String(answer.time ?? new Date().toISOString())) };
    },

    /**
     * Sends a bill or an invoice once: looked up by its document number first (it may have arrived
     * before a crash let us record it), then created with the request id given, the same on every
     * retry of this document.
     */
    async send(doc: BookDocument, requestId: string): Promise<QboSent> {
      const entity = { bill: 'Bill', invoice: 'Invoice', creditMemo: 'CreditMemo' }[doc.kind];
      const party = await refOf(doc.kind === 'bill' ? 'Vendor' : 'Customer', doc.party, requestId);
      // Two vendors may use one bill number: it is this party's document with this number.
      const there = (await queryAll(entity, 'DocNumber', doc.number)).find(
        (d) => (d.VendorRef ?? d.CustomerRef)?.value === party,
      );
      if (there) return { id: there.Id, found: true };
      const lines = [];
      for (const l of doc.lines) {
        const amount = exact(l.amount).toFixed(2);
        if (doc.kind === 'bill') {
          lines.push({
            DetailType: 'AccountBasedExpenseLineDetail',
            Amount: amount,
            Description: l.description,
            AccountBasedExpenseLineDetail: { AccountRef: { value: await refOf('Account', l.account, requestId) } },
          });
        } else {
          lines.push({
            DetailType: 'SalesItemLineDetail',
            Amount: amount,
            Description: l.description,
            SalesItemLineDetail: {
              ItemRef: { value: await refOf('Item', l.item ?? l.account, requestId, l.account) },
              Qty: l.quantity,
              UnitPrice: l.rate,
            },
          });
        }
      }
      const body = {
        [doc.kind === 'bill' ? 'VendorRef' : 'CustomerRef']: { value: party },
        DocNumber: doc.number,
        TxnDate: doc.date,
        // A credit memo is not due: it is applied.
        ...(doc.kind === 'creditMemo' ? {} : { DueDate: doc.dueDate }),
        PrivateNote: doc.memo,
        Line: lines,
      };
      const made = await call('POST', `/${entity.toLowerCase()}?requestid=${encodeURIComponent(requestId)}`, body);
      return { id: (made[entity] as { Id: string }).Id, found: false };
    },
  };
}
export type QboClient = ReturnType<typeof qboClient>;
