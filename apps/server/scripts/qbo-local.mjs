// A local stand-in for QuickBooks Online's accounting API and OAuth 2 token endpoint, answering
// as Intuit's public documentation shows, for the tests of the QuickBooks adapter (QuickBooks
// itself cannot run here). It listens on 127.0.0.1 on a free port (QBO_LOCAL_PORT, when set) and
// prints `listening <port>` on its first line.
//
// What it does as QuickBooks does: access tokens last an hour (3600 s) and a refused one is a 401
// AuthenticationFailed fault (code 3200); the refresh token rotates on every use and a spent one
// is `invalid_grant`; `requestid` on a create answers a retried request with the first answer;
// queries `select * from <Entity> where <Field> = '<value>'`; an invoice line whose Amount is not
// Qty x UnitPrice to the cent is fault 6070; a DisplayName is unique across customers and vendors
// (fault 6240); over the limits it answers 429.
//
// Queries leave out inactive names unless they name Active, as QuickBooks' do; an update is sparse
// and must carry the object's current SyncToken (else fault 5010, Stale Object Error).
//
// For the tests: POST /__control with { expireAccess, throttle: n (the next n API calls are 429),
// fault: { code, message, status } (the next create), dropRequestIds, payment, vendor / customer
// (a name made in QuickBooks itself), staleOnce (someone else saves the next object updated just
// before us) } and GET /__state.
import { createServer } from 'node:http';

const realmCalls = /^\/v3\/company\/([^/]+)\/([a-z]+)(?:\/(\d+))?$/;
const state = {
  refresh: 'refresh-0',
  spent: new Set(),
  access: new Map(),
  rotations: 0,
  seq: 100,
  entities: {
    Account: [
      'Accounts Payable',
      'Accounts Receivable',
      'Job Costs:Goods',
      'Job Costs:Freight',
      'Job Costs:Services',
      'Job Costs:Warehouse',
      'Job Costs:Other',
      'Income:Freight',
      'Income:Services',
      'Income:Warehouse',
      'Income:Other',
    ].map((name, i) => ({ Id: String(i + 1), Name: name.split(':').pop(), FullyQualifiedName: name })),
    Vendor: [],
    Customer: [],
    Item: [],
    Bill: [],
    Invoice: [],
    CreditMemo: [],
    Payment: [],
  },
  cdcPageSize: 1000,
  requests: new Map(),
  calls: [],
  throttle: 0,
  fault: null,
  ignoreRequestIds: false,
};

const json = (res, status, body, headers = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};
const fault = (res, status, code, message, detail = message) =>
  json(res, status, { Fault: { Error: [{ Message: message, Detail: detail, code }], type: 'ValidationFault' } });
const read = (req) =>
  new Promise((done) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => done(Buffer.concat(chunks).toString('utf8')));
  });
/** Cents of a decimal text of at most two decimals. */
const cents = (text) => {
  const [whole, frac = ''] = String(text).split('.');
  return BigInt(whole + frac.padEnd(2, '0').slice(0, 2));
};
/** Qty x UnitPrice rounded half up to the cent, in exact integer arithmetic. */
const lineCents = (qty, price) => {
  const scale = (t) => {
    const [w, f = ''] = String(t).split('.');
    return { n: BigInt(w + f), d: 10n ** BigInt(f.length) };
  };
  const q = scale(qty);
  const p = scale(price);
  const n = q.n * p.n * 100n;
  const d = q.d * p.d;
  return (2n * n + d) / (2n * d);
};

/**
 * The queries QuickBooks' query language is asked here: `select * from <Entity>`, optionally
 * `where <Field> = '<v>'` or `<Field> in (true, false)` joined by `and`, then `startposition n`
 * and `maxresults m` (1 and 100 unless given, at most 1000).
 */
function parseQuery(text) {
  const m = /^select \* from (\w+)(?: where (.+?))?(?: startposition (\d+))?(?: maxresults (\d+))?$/i.exec(text.trim());
  if (!m) return null;
  const where = [];
  for (const part of m[2] ? m[2].split(/ and /i) : []) {
    const eq = /^(\w+) = (?:'((?:[^'\\]|\\.)*)'|(true|false))$/i.exec(part.trim());
    const inList = /^(\w+) in \(([^)]*)\)$/i.exec(part.trim());
    if (eq) where.push([eq[1], [eq[2] !== undefined ? eq[2].replace(/\\(.)/g, '$1') : eq[3].toLowerCase()]]);
    else if (inList)
      where.push([
        inList[1],
        inList[2]
          .split(',')
          .map((v) => (/^(true|false)$/i.test(v.trim()) ? v.trim().toLowerCase() : v.trim().replace(/^'|'$/g, ''))),
      ]);
    else return null;
  }
  return { entity: m[1], where, start: Number(m[3] ?? 1), max: Math.min(Number(m[4] ?? 100), 1000) };
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url, 'http://local');
  const body = await read(req);
  if (url.pathname === '/__state')
    return json(res, 200, {
      ...state,
      spent: [...state.spent],
      access: [...state.access.keys()],
      requests: [...state.requests.keys()],
    });
  if (url.pathname === '/__control') {
    const c = JSON.parse(body || '{}');
    if (c.expireAccess) for (const k of state.access.keys()) state.access.set(k, 0);
    if (c.throttle) state.throttle = c.throttle;
    if (c.fault) state.fault = c.fault;
    if (c.ignoreRequestIds !== undefined) state.ignoreRequestIds = c.ignoreRequestIds;
    if (c.refreshToken) state.refresh = c.refreshToken;
    if (c.cdcPageSize) state.cdcPageSize = c.cdcPageSize;
    for (const entity of ['Vendor', 'Customer']) {
      const given = c[entity.toLowerCase()];
      if (given) {
        state.seq += 1;
        state.entities[entity].push({ Active: true, ...given, Id: String(state.seq), SyncToken: '0' });
      }
    }
    if (c.staleOnce) state.staleOnce = true;
    if (c.payment) {
      // A customer's payment of an invoice, as QuickBooks records it (LinkedTxn to the invoice).
      state.seq += 1;
      state.entities.Payment.push({
        Id: String(state.seq),
        TxnDate: c.payment.date,
        TotalAmt: c.payment.amount,
        Line: [{ Amount: c.payment.amount, LinkedTxn: [{ TxnId: c.payment.invoiceId, TxnType: 'Invoice' }] }],
        MetaData: { LastUpdatedTime: new Date(Date.now() + state.seq).toISOString() },
      });
    }
    return json(res, 200, { ok: true });
  }
  if (url.pathname === '/oauth2/v1/tokens/bearer' && req.method === 'POST') {
    const form = new URLSearchParams(body);
    if (!String(req.headers.authorization ?? '').startsWith('Basic '))
      return json(res, 401, { error: 'invalid_client' });
    if (form.get('grant_type') !== 'refresh_token' || form.get('refresh_token') !== state.refresh) {
      return json(res, 400, { error: 'invalid_grant' });
    }
    state.spent.add(state.refresh);
    state.rotations += 1;
    state.refresh = `refresh-${state.rotations}`;
    const access = `access-${state.rotations}`;
    state.access.set(access, Date.now() + 3600_000);
    return json(res, 200, {
      token_type: 'bearer',
      access_token: access,
      expires_in: 3600,
      refresh_token: state.refresh,
      x_refresh_token_expires_in: 8726400,
    });
  }
  const m = realmCalls.exec(url.pathname);
  if (!m) return json(res, 404, {});
  const token = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
  if (!((state.access.get(token) ?? 0) > Date.now())) {
    return json(res, 401, {
      fault: {
        error: [{ message: 'message=AuthenticationFailed; errorCode=003200; statusCode=401', code: '3200' }],
        type: 'AUTHENTICATION',
      },
    });
  }
  state.calls.push(`${req.method} ${m[2]}${url.searchParams.get('requestid') ? ' requestid' : ''}`);
  if (state.throttle > 0) {
    state.throttle -= 1;
    return json(
      res,
      429,
      { Fault: { Error: [{ Message: 'ThrottleExceeded', code: '003001' }], type: 'SERVICE' } },
      { 'retry-after': '0' },
    );
  }
  const op = m[2];
  if (op === 'query' && req.method === 'GET') {
    const q = parseQuery(url.searchParams.get('query') ?? '');
    if (!q) return fault(res, 400, '4000', 'Error parsing query');
    const all = (state.entities[q.entity] ?? []).filter((e) =>
      q.where.every(([field, values]) =>
        values.some((v) => String(e[field] ?? (field === 'Active' ? true : '')) === v),
      ),
    );
    // Inactive names are left out unless the query names Active.
    const seen = q.where.some(([field]) => field === 'Active') ? all : all.filter((e) => e.Active !== false);
    const found = seen.slice(q.start - 1, q.start - 1 + q.max);
    return json(res, 200, {
      QueryResponse: found.length ? { [q.entity]: found, startPosition: q.start, maxResults: found.length } : {},
      time: new Date().toISOString(),
    });
  }
  const readable = { vendor: 'Vendor', customer: 'Customer', item: 'Item', bill: 'Bill', invoice: 'Invoice' }[op];
  if (readable && m[3] && req.method === 'GET') {
    const found = state.entities[readable].find((e) => e.Id === m[3]);
    if (!found) return fault(res, 400, '610', 'Object Not Found', `${readable} ${m[3]} is not found`);
    return json(res, 200, { [readable]: found, time: new Date().toISOString() });
  }
  if (op === 'cdc' && req.method === 'GET') {
    const since = Date.parse(url.searchParams.get('changedSince') ?? '');
    if (!Number.isFinite(since) || since < Date.now() - 30 * 86_400_000) {
      return fault(res, 400, '2070', 'Invalid Date', 'changedSince must be within the last 30 days');
    }
    const changed = state.entities.Payment.filter((p) => Date.parse(p.MetaData.LastUpdatedTime) >= since)
      .sort((a, b) => Date.parse(a.MetaData.LastUpdatedTime) - Date.parse(b.MetaData.LastUpdatedTime))
      .slice(0, state.cdcPageSize);
    return json(res, 200, { CDCResponse: [{ QueryResponse: [{ Payment: changed }] }], time: new Date().toISOString() });
  }
  if (req.method !== 'POST') return json(res, 405, {});
  const entity = {
    vendor: 'Vendor',
    customer: 'Customer',
    item: 'Item',
    bill: 'Bill',
    invoice: 'Invoice',
    creditmemo: 'CreditMemo',
  }[op];
  if (!entity) return json(res, 404, {});
  const requestId = url.searchParams.get('requestid');
  const replayKey = requestId && `${entity}:${requestId}`;
  if (replayKey && !state.ignoreRequestIds && state.requests.has(replayKey))
    return json(res, 200, state.requests.get(replayKey));
  if (state.fault) {
    const f = state.fault;
    state.fault = null;
    return fault(res, f.status ?? 400, f.code, f.message, f.detail);
  }
  const doc = JSON.parse(body || '{}');
  if (doc.Id !== undefined) {
    // An update: sparse, of the object's current version only.
    const current = state.entities[entity].find((e) => e.Id === String(doc.Id));
    if (!current) return fault(res, 400, '610', 'Object Not Found', `${entity} ${doc.Id} is not found`);
    if (state.staleOnce) {
      state.staleOnce = false;
      current.SyncToken = String(Number(current.SyncToken) + 1);
    }
    if (String(doc.SyncToken) !== current.SyncToken) {
      return fault(
        res,
        400,
        '5010',
        'Stale Object Error',
        `You and ${'someone else'} are working on this at the same time: SyncToken ${doc.SyncToken} is not ${current.SyncToken}`,
      );
    }
    const { Id: _id, SyncToken: _token, sparse: _sparse, ...change } = doc;
    Object.assign(current, change, { SyncToken: String(Number(current.SyncToken) + 1) });
    const answer = { [entity]: current, time: new Date().toISOString() };
    if (replayKey) state.requests.set(replayKey, answer);
    return json(res, 200, answer);
  }
  if (entity === 'Vendor' || entity === 'Customer') {
    // A name is unique across customers and vendors, inactive ones included.
    const taken = [...state.entities.Vendor, ...state.entities.Customer].some((e) => e.DisplayName === doc.DisplayName);
    if (taken)
      return fault(
        res,
        400,
        '6240',
        'Duplicate Name Exists Error',
        `The name supplied already exists. : ${doc.DisplayName}`,
      );
  }
  if (entity === 'Invoice' || entity === 'CreditMemo') {
    for (const line of doc.Line ?? []) {
      const d = line.SalesItemLineDetail;
      if (d && lineCents(d.Qty, d.UnitPrice) !== cents(line.Amount)) {
        return fault(
          res,
          400,
          '6070',
          'Amount is not equal to UnitPrice * Qty',
          `Amount ${line.Amount} is not ${d.Qty} x ${d.UnitPrice}`,
        );
      }
    }
  }
  if (entity === 'Bill' || entity === 'Invoice' || entity === 'CreditMemo') {
    const total = (doc.Line ?? []).reduce((s, l) => s + cents(l.Amount), 0n);
    doc.TotalAmt = `${total / 100n}.${String(total % 100n).padStart(2, '0')}`;
    doc.Balance = doc.TotalAmt;
  }
  state.seq += 1;
  const made = {
    ...(entity === 'Vendor' || entity === 'Customer' ? { Active: true } : {}),
    ...doc,
    Id: String(state.seq),
    SyncToken: '0',
    MetaData: { CreateTime: new Date().toISOString() },
  };
  state.entities[entity].push(made);
  const answer = { [entity]: made, time: new Date().toISOString() };
  if (replayKey) state.requests.set(replayKey, answer);
  return json(res, 200, answer);
});

server.listen(Number(process.env.QBO_LOCAL_PORT ?? 0), '127.0.0.1', () => {
  process.stdout.write(`listening ${server.address().port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
