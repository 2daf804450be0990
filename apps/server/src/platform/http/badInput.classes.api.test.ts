import { DATE_FORMAT_MESSAGE, DATE_RANGE_MESSAGE } from '@freightdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fingerprint } from '../../test/fingerprint';
import { allSamples } from '../../test/kit';
import { multipart, sampleFiles } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/testApp';
import { MALFORMED_UPLOAD } from './multipart';
import { LONE_SURROGATE_MESSAGE, TOO_DEEP_MESSAGE } from './nulText';

// The classes of bad input an outside probe turned into 500s, each on the routes it was found on:
// every one is now a 400 naming the field at fault, and leaves the database as it was. The
// generated walker (badInput.generated.walk.test.ts) applies the same classes to every route.

let t: TestApp;
let samples: Awaited<ReturnType<typeof allSamples>>;
beforeAll(async () => {
  t = await createTestApp();
  samples = await allSamples();
});
afterAll(() => t.close());

type Call = Parameters<TestApp['call']>[0];

/** Sends a request that must be refused: a 400 whose errors are exactly `errors`, and no row changed. */
async function expectRefused(call: Call, errors: Record<string, string>) {
  const before = await fingerprint(t.database.db);
  const res = await t.call({ as: t.admin, ...call });
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().errors).toEqual(errors);
  expect(res.json().messages).toEqual(Object.values(errors));
  expect(await fingerprint(t.database.db)).toEqual(before);
}

/** A JSON body as text, so escapes such as a lone surrogate reach the server as a client wrote them. */
const json = (text: string): Partial<Call> => ({ payload: text, headers: { 'content-type': 'application/json' } });

describe('dates are days of the years 1900 to 2200', () => {
  it('refuses year 0, years outside the bounds and days that do not exist, naming the field', async () => {
    const body = await samples['POST /api/purchaseOrder']!(t);
    for (const day of ['0000-01-01', '0000-02-29', '1899-12-31', '2201-01-01', '9999-12-31']) {
      await expectRefused(
        { method: 'POST', url: '/api/purchaseOrder', payload: { ...body, orderDate: day } },
        {
          orderDate: DATE_RANGE_MESSAGE,
        },
      );
    }
    for (const day of ['2023-02-30', '2024-13-01', '2024-1-1']) {
      await expectRefused(
        { method: 'POST', url: '/api/purchaseOrder', payload: { ...body, followUpDate: day } },
        {
          followUpDate: DATE_FORMAT_MESSAGE,
        },
      );
    }
    const follow = await samples['PUT /api/purchaseOrder/updatefolloupdate']!(t);
    await expectRefused(
      {
        method: 'PUT',
        url: '/api/purchaseOrder/updatefolloupdate',
        payload: { ...follow, followUpDate: '0000-02-29' },
      },
      { followUpDate: DATE_RANGE_MESSAGE },
    );
  });

  it('takes the first and the last day of the bounds, and a leap day, and finds by them', async () => {
    for (const orderDate of ['1900-01-01', '2200-12-31', '2024-02-29']) {
      const body = { ...(await samples['POST /api/purchaseOrder']!(t)), orderDate, followUpDate: null };
      const res = await t.call({ method: 'POST', url: '/api/purchaseOrder', payload: body, as: t.admin });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ orderDate });
    }
    const found = await t.call({
      method: 'POST',
      url: '/api/purchaseOrder/search',
      payload: { searchFields: { orderDate: { from: '1900-01-01', to: '1900-01-01' } } },
      as: t.admin,
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().items.map((p: { orderDate: string }) => p.orderDate)).toEqual(['1900-01-01']);
  });

  it('refuses such a date in a search or an export filter, naming the column', async () => {
    for (const url of ['/api/purchaseOrder/search', '/api/purchaseOrder/export']) {
      const format = url.endsWith('export') ? { format: 'csv' } : {};
      await expectRefused(
        { method: 'POST', url, payload: { ...format, searchFields: { orderDate: '0000-02-29' } } },
        {
          'searchFields.orderDate': DATE_RANGE_MESSAGE,
        },
      );
      await expectRefused(
        {
          method: 'POST',
          url,
          payload: { ...format, searchFields: { orderDate: { from: '2020-01-01', to: '2201-01-01' } } },
        },
        { 'searchFields.orderDate.to': DATE_RANGE_MESSAGE },
      );
      await expectRefused(
        { method: 'POST', url, payload: { ...format, searchFields: { modifiedAt: { from: '2023-02-30' } } } },
        { 'searchFields.modifiedAt.from': DATE_FORMAT_MESSAGE },
      );
    }
  });
});

describe('absurdly nested JSON', () => {
  const deep = json(`${'['.repeat(20_000)}${']'.repeat(20_000)}`);
  const deepField = json(`{"userName":"admin","password":${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}}`);

  it('is a 400 naming the body on sign-in and forgot-password, without a token', async () => {
    for (const url of ['/api/account/token', '/api/account/forgot-password']) {
      for (const body of [deep, deepField]) {
        await expectRefused({ method: 'POST', url, ...body, as: undefined }, { body: TOO_DEEP_MESSAGE });
      }
    }
  });

  it('is a 400 naming the body on a signed-in write, and 64 levels are the schema’s to judge', async () => {
    await expectRefused({ method: 'POST', url: '/api/item', ...deep }, { body: TOO_DEEP_MESSAGE });
    const body = await samples['POST /api/item']!(t);
    const sixtyFour = JSON.parse(`${'['.repeat(62)}${']'.repeat(62)}`);
    const res = await t.call({ method: 'POST', url: '/api/item', payload: { ...body, items: sixtyFour }, as: t.admin });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['items.0']);
  });
});

describe('a lone UTF-16 surrogate in text', () => {
  it('is a 400 naming the line field of PO items, old and new, of alert lines and of a PO', async () => {
    for (const [method, url, field] of [
      ['POST', '/api/item', 'items.1.description'],
      ['POST', '/api/item', 'items.0.itemNumber'],
      ['PUT', '/api/item', 'items.1.description'],
      ['POST', '/api/raItem/create', 'description'],
      ['POST', '/api/ra', 'items.0.description'],
      ['POST', '/api/purchaseOrder', 'notes'],
    ] as const) {
      const body = await samples[`${method} ${url}`]!(t);
      const path = field.split('.');
      const parent = path.slice(0, -1).reduce<Record<string, unknown>>((v, k) => v[k] as Record<string, unknown>, body);
      parent[path.at(-1)!] = 'LONE';
      // Written into the JSON as a client's escape: JSON.stringify would send the same escape.
      for (const lone of ['\\ud800', '\\udfff', 'x\\ud83d']) {
        const sent = JSON.stringify(body).replace('"LONE"', `"x${lone}"`);
        await expectRefused({ method, url, ...json(sent) }, { [field]: LONE_SURROGATE_MESSAGE });
      }
    }
  });
});

describe('malformed multipart', () => {
  it('is a 400 naming the file, and stores nothing', async () => {
    const project = await t.make.project();
    const good = multipart({ projectId: project.id, transactionType: 'Project' }, [
      { name: 'bol.pdf', data: sampleFiles.pdf() },
    ]);
    const boundary = good.headers['content-type']!.split('boundary=')[1]!;
    for (const [headers, payload] of [
      [{ 'content-type': 'multipart/form-data' }, good.payload],
      [{ 'content-type': 'multipart/form-data; boundary=' }, good.payload],
      [good.headers, good.payload.subarray(0, good.payload.length - 30)],
      [good.headers, good.payload.subarray(0, 60)],
      [good.headers, Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n`)],
    ] as const) {
      await expectRefused(
        { method: 'POST', url: '/api/file/uploadFiles', headers: { ...headers }, payload },
        { file: MALFORMED_UPLOAD },
      );
    }
    const stored = await t.call({ method: 'POST', url: '/api/file/uploadFiles', ...good, as: t.admin });
    expect(stored.statusCode, stored.body).toBe(201);
  });
});
