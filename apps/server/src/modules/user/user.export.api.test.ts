import type { UserSortColumn } from '@freightdesk/contracts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FULL_SCOPE } from '../../platform/scope';
import { createTestApp, type TestApp } from '../../test/testApp';
import { userListQuery } from './user.list';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let seq = 0;
/** A marker unique to one test, put into the users it makes so that a search finds only those. */
const marker = () => `x${Date.now().toString(36)}${++seq}q`;

const exportUsers = (payload: object) => t.call({ method: 'POST', url: '/api/user/export', payload, as: t.admin });
const HEADER = 'User name,First name,Last name,E-mail,Title,Company,User type,Admin,Status,Modified (UTC)';
const today = () => new Date().toISOString().slice(0, 10);
/** The CSV's lines without the byte-order mark and the final line break. */
const linesOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .replace(/\r\n$/, '')
    .split('\r\n');

describe('POST /api/user/export as CSV', () => {
  it('sends every user of the search as an attachment, with a BOM, quoting and the formula guard', async () => {
    const m = marker();
    const client = await t.make.client({ name: `Hauliers, "North" ${m}` });
    const plain = await t.make.user({ userName: `${m}_b`, firstName: 'Zoë', lastName: 'Brontë', clientId: client.id });
    const hostile = await t.make.user({
      userName: `${m}_a`,
      firstName: '=HYPERLINK("http://evil")',
      lastName: '+1',
      title: 'Line one\nline two',
      isAdmin: true,
      status: false,
      userTypeId: 4,
    });
    const res = await exportUsers({ format: 'csv', searchTerm: m });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(`attachment; filename="users-${today()}.csv"`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));

    // The quoted title holds a line break, so compare the body rather than split lines.
    const modified = (d: Date) => {
      const h = d.getUTCHours();
      const p = (n: number) => String(n).padStart(2, '0');
      return `${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())}-${d.getUTCFullYear()} ${p(h % 12 || 12)}:${p(d.getUTCMinutes())} ${h < 12 ? 'am' : 'pm'}`;
    };
    expect(res.body).toBe(
      `\uFEFF${HEADER}\r\n` +
        `${m}_a,"'=HYPERLINK(""http://evil"")",'+1,${hostile.email},"Line one\nline two",FreightDesk Logistics,Accounting,Yes,Inactive,${modified(hostile.modifiedAt)}\r\n` +
        `${m}_b,Zoë,Brontë,${plain.email},,"Hauliers, ""North"" ${m}",Staff,No,Active,${modified(plain.modifiedAt)}\r\n`,
    );
  });

  it('applies the column search and the sort, ignoring paging', async () => {
    const m = marker();
    await t.make.user({ userName: `${m}_1`, lastName: 'Carter' });
    await t.make.user({ userName: `${m}_2`, lastName: 'Abbott' });
    await t.make.user({ userName: `${m}_3`, lastName: 'Baker' });
    await t.make.user({ userName: `other_${m}`, lastName: 'Aaron', email: `nomatch.${m}@example.org` });
    const res = await exportUsers({
      format: 'csv',
      searchFields: { userName: `${m}_` },
      sortColumn: 'lastName',
      reverse: true,
      pageIndex: 2,
      pageSize: 1,
    });
    expect(res.statusCode).toBe(200);
    const names = linesOf(res.body)
      .slice(1)
      .map((l) => l.split(',')[2]);
    expect(names).toEqual(['Carter', 'Baker', 'Abbott']);
  });

  it('sends the header alone when no user matches', async () => {
    const res = await exportUsers({ format: 'csv', searchTerm: 'no-such-user-anywhere' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(`\uFEFF${HEADER}\r\n`);
  });

  it('reads past the first batch of 1,000 rows without losing or repeating one', async () => {
    const m = marker();
    await t.database.db.execute(sql`
      insert into users (first_name, last_name, email, user_name, password_hash, client_id, user_type_id, status)
      select 'F' || g, 'L' || (g % 7), ${m} || g || '@example.com', ${m} || '_' || g, 'x', 1, 1 + (g % 5), g % 3 = 0
      from generate_series(1, 2100) g`);
    const res = await exportUsers({ format: 'csv', searchTerm: m, sortColumn: 'status' });
    const rows = linesOf(res.body).slice(1);
    expect(rows).toHaveLength(2100);
    expect(new Set(rows).size).toBe(2100);
    const statuses = rows.map((r) => r.split(',')[8]);
    expect(statuses.indexOf('Active')).toBe(1400);
  });

  it('is a 400 naming format when the format is missing or unknown', async () => {
    for (const payload of [{ format: 'pdf' }, {}, { format: 'CSV' }]) {
      const res = await exportUsers(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['format']);
    }
  });

  it('is a 400 naming sortColumn for an undeclared sort column', async () => {
    const res = await exportUsers({ format: 'csv', sortColumn: 'passwordHash' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['sortColumn']);
  });
});

describe('POST /api/user/export as Excel', () => {
  it('sends a workbook that Excel readers open, with the header and the rows', async () => {
    const m = marker();
    const user = await t.make.user({ userName: `${m}_x`, firstName: '=1+1', lastName: 'Núñez', title: 'Dock lead' });
    await t.make.user({ userName: `${m}_y` });
    const res = await exportUsers({ format: 'xlsx', searchTerm: m });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toContain(`filename="users-${today()}.xlsx"`);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Users')!;
    expect(sheet.rowCount).toBe(3);
    expect((sheet.getRow(1).values as unknown[]).slice(1).join(',')).toBe(HEADER);
    const row = sheet.getRow(2);
    expect((row.values as unknown[]).slice(1, 10)).toEqual([
      user.userName,
      '=1+1',
      'Núñez',
      user.email,
      'Dock lead',
      'FreightDesk Logistics',
      'Staff',
      'No',
      'Active',
    ]);
    // A text cell, never a formula; the modified time is a real date cell.
    expect(row.getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(10).value).toEqual(user.modifiedAt);
    expect(row.getCell(10).numFmt).toBe('mm-dd-yyyy hh:mm AM/PM');
  });
});

describe('the keyset reader behind exports', () => {
  it.each<[UserSortColumn, boolean]>([
    ['modifiedAt', false],
    ['modifiedAt', true],
    ['status', true],
    ['userTypeName', false],
    ['lastName', true],
  ])('gives the paged search order by %s (reverse %s) in batches of any size', async (sortColumn, reverse) => {
    const m = marker();
    // Several users per modified time, lastName and type: ties are broken by id in both readers.
    await t.database.db.execute(sql`
      insert into users (first_name, last_name, email, user_name, password_hash, client_id, user_type_id, status, modified_at)
      select 'F', 'L' || (g % 4), ${m} || g || '@example.com', ${m} || '_' || g, 'x', 1, 1 + (g % 3), g % 2 = 0,
             timestamptz '2026-01-01 10:00:00.123456+00' + (g % 5) * interval '1 microsecond'
      from generate_series(1, 40) g`);
    const db = t.database.db;
    const q = { searchFields: {}, searchTerm: m, sortColumn, reverse };
    const paged = await userListQuery.page(db, FULL_SCOPE, { ...q, paged: true, pageIndex: 1, pageSize: 500 });
    const read: number[] = [];
    for await (const batch of userListQuery.batches(db, FULL_SCOPE, q, 7)) read.push(...batch.map((u) => u.id));
    expect(read).toEqual(paged.items.map((u) => u.id));
  });
});

describe('the OpenAPI document', () => {
  it('describes the export as a binary file in CSV or Excel', async () => {
    const doc = (await t.call({ method: 'GET', url: '/api/docs/json' })).json();
    const ok = doc.paths['/api/user/export'].post.responses['200'];
    expect(Object.keys(ok.content).sort()).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'text/csv; charset=utf-8',
    ]);
    expect(ok.content['text/csv; charset=utf-8'].schema).toMatchObject({ type: 'string', format: 'binary' });
  });
});
