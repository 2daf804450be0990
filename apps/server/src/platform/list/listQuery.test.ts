import { booleanValues, defineList, listKeys, listSearchBody, sortableKeys } from '@freightdesk/contracts';
import { eq, sql } from 'drizzle-orm';
import { boolean, date, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../db/client';
import { freshDatabase } from '../../test/database';
import { FULL_SCOPE } from '../scope';
import { COUNT_CAP, listQuery, SEARCH_COUNT_CAP } from './listQuery';

// The engine on a table of its own, with a column of every type and nulls in the sort keys, so
// every declared behaviour is checked once here for every list built on it.
const depots = pgTable('test_depots', { id: serial('id').primaryKey(), name: text('name').notNull() });
const crates = pgTable('test_crates', {
  id: serial('id').primaryKey(),
  label: text('label').notNull(),
  note: text('note'),
  pieces: integer('pieces'),
  cost: numeric('cost', { precision: 12, scale: 2 }),
  kind: text('kind').notNull(),
  sealed: boolean('sealed').notNull(),
  shippedOn: date('shipped_on'),
  depotId: integer('depot_id').notNull(),
  owner: integer('owner').notNull(),
});

const crateList = defineList({
  name: 'crates',
  columns: {
    label: { label: 'Label', type: 'text', inSearchTerm: true },
    note: { label: 'Note', type: 'text', inSearchTerm: true },
    pieces: { label: 'Pieces', type: 'number' },
    cost: { label: 'Cost', type: 'money' },
    kind: {
      label: 'Kind',
      type: 'enum',
      values: [
        { value: 'Active', label: 'Active' },
        { value: 'Inactive', label: 'Inactive' },
      ],
    },
    sealed: { label: 'Sealed', type: 'boolean', values: booleanValues('Sealed', 'Open') },
    shippedOn: { label: 'Shipped', type: 'date' },
    depotName: { label: 'Depot', type: 'text' },
  },
  defaultSort: { column: 'label' },
  maxUnpaged: 50,
});

const crateQuery = listQuery({
  spec: crateList,
  from: crates,
  id: crates.id,
  joins: { depot: { table: depots, on: eq(depots.id, crates.depotId) } },
  columns: {
    label: { expr: crates.label, sort: sql`lower(${crates.label})` },
    note: { expr: crates.note },
    pieces: { expr: crates.pieces },
    cost: { expr: crates.cost },
    kind: { expr: crates.kind },
    sealed: { expr: crates.sealed },
    shippedOn: { expr: crates.shippedOn },
    depotName: {
      expr: depots.name,
      joins: ['depot'],
      via: { local: crates.depotId, table: depots, id: depots.id },
    },
  },
  select: {
    id: crates.id,
    label: crates.label,
    note: crates.note,
    pieces: crates.pieces,
    cost: crates.cost,
    kind: crates.kind,
    sealed: crates.sealed,
    shippedOn: crates.shippedOn,
    depotName: depots.name,
  },
  selectJoins: ['depot'],
  parents: { depot: (id) => eq(crates.depotId, id) },
  // A scope that sees only owner 1's crates unless it is full: the engine must apply it everywhere.
  scope: (scope) => (scope.all ? undefined : eq(crates.owner, 1)),
});

const LIMITED = { all: false, userId: 1, companyId: null } as const;
let database: Database;
const body = listSearchBody(crateList);
/** A request as the contract would parse it. */
const req = (input: Record<string, unknown> = {}) => body.parse({ pageSize: 500, ...input });

beforeAll(async () => {
  database = await freshDatabase({ pgliteTemplate: inject('pgliteTemplate') });
  const db = database.db;
  await db.execute(sql`create table test_depots (id serial primary key, name text not null)`);
  await db.execute(sql`create table test_crates (id serial primary key, label text not null, note text,
    pieces integer, cost numeric(12,2), kind text not null, sealed boolean not null, shipped_on date,
    depot_id integer not null, owner integer not null)`);
  await db.execute(sql`insert into test_depots (name) values ('North Dock'), ('South Yard')`);
  // 40 crates: every fifth note, pieces, cost and date is null; owner 2 holds every fourth.
  await db.execute(sql`
    insert into test_crates (label, note, pieces, cost, kind, sealed, shipped_on, depot_id, owner)
    select 'Crate ' || lpad(g::text, 2, '0'),
           case when g % 5 = 0 then null else 'note ' || (g % 3) end,
           case when g % 5 = 0 then null else g % 7 end,
           case when g % 5 = 0 then null else (g * 12.5)::numeric(12,2) end,
           case when g % 2 = 0 then 'Active' else 'Inactive' end,
           g % 3 = 0,
           case when g % 5 = 0 then null else date '2026-01-01' + g end,
           1 + g % 2,
           case when g % 4 = 0 then 2 else 1 end
    from generate_series(1, 40) g`);
});
afterAll(() => database.close());

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

async function exported(
  scope: typeof FULL_SCOPE | typeof LIMITED,
  q: ReturnType<typeof req> & { parent?: Record<string, number> },
  size: number,
) {
  const out: number[] = [];
  for await (const batch of crateQuery.batches(database.db, scope, q, size)) out.push(...ids(batch));
  return out;
}

describe('the list engine', () => {
  // Also as a text search that finds every crate: its page is sorted out of its matches (textPage).
  it.each(
    sortableKeys(crateList).flatMap((c) =>
      ['', 'crate'].flatMap((searchTerm) => [[c, false, searchTerm] as const, [c, true, searchTerm] as const]),
    ),
  )(
    'sorts by %s (reverse %s, searching "%s") with the id breaking ties, and an export keeps that order, nulls included',
    async (sortColumn, reverse, searchTerm) => {
      const q = req({ sortColumn, reverse, searchTerm });
      const page = await crateQuery.page(database.db, FULL_SCOPE, q);
      expect(page.items).toHaveLength(40);
      const keys = page.items.map((r) => (r as Record<string, unknown>)[sortColumn]);
      // Ascending puts nulls last, descending first (PostgreSQL's order and its indexes').
      const nulls = keys.filter((k) => k === null).length;
      if (nulls) {
        const at = reverse ? keys.slice(0, nulls) : keys.slice(-nulls);
        expect(at.every((k) => k === null)).toBe(true);
      }
      // Page by page gives the same rows as the whole.
      const pages: number[] = [];
      for (let i = 1; i <= 6; i++)
        pages.push(...ids((await crateQuery.page(database.db, FULL_SCOPE, { ...q, pageIndex: i, pageSize: 7 })).items));
      expect(pages).toEqual(ids(page.items));
      expect(await exported(FULL_SCOPE, q, 3)).toEqual(ids(page.items));
    },
  );

  it('filters each column by its kind: contains, exact and range', async () => {
    const count = async (searchFields: Record<string, unknown>) =>
      (await crateQuery.page(database.db, FULL_SCOPE, req({ searchFields }))).totalCount;
    expect(await count({ label: 'crate 1' })).toBe(10);
    expect(await count({ note: 'NOTE 1' })).toBe(11);
    expect(await count({ pieces: '3' })).toBe(5);
    expect(await count({ pieces: { from: 5 } })).toBe(8);
    expect(await count({ cost: { from: '100', to: '200.00' } })).toBe(7);
    expect(await count({ kind: 'active' })).toBe(20);
    expect(await count({ kind: 'Inactive' })).toBe(20);
    expect(await count({ sealed: 'Sealed' })).toBe(13);
    expect(await count({ sealed: false })).toBe(27);
    expect(await count({ shippedOn: '2026-01-03' })).toBe(1);
    expect(await count({ shippedOn: { from: '2026-01-10', to: '2026-01-19' } })).toBe(8);
    expect(await count({ depotName: 'south' })).toBe(20);
    expect(await count({ label: '', note: '' })).toBe(40);
    expect(await count({ kind: 'Active', sealed: 'true' })).toBe(6);
    // A fraction against an integer column matches nothing (and is no error); whole numbers match money.
    expect(await count({ pieces: '3.5' })).toBe(0);
    expect(await count({ pieces: { from: '2.5', to: '3.5' } })).toBe(5);
    expect(await count({ cost: '100' })).toBe(1);
    expect(await count({ cost: '100.00' })).toBe(1);
  });

  it('answers each request of one form with its own values (compiled once, bound each time)', async () => {
    // The parent comes from the endpoint's path, not the body the contract parses.
    const page = (scope: typeof FULL_SCOPE | typeof LIMITED, { parent, ...input }: Record<string, unknown>) =>
      crateQuery.page(database.db, scope, { ...req(input), parent: parent as Record<string, number> | undefined });
    const labels = async (input: Record<string, unknown>) => (await page(FULL_SCOPE, input)).items.map((r) => r.label);
    expect(await labels({ searchFields: { label: 'crate 0' } })).toHaveLength(9);
    expect(await labels({ searchFields: { label: 'crate 3' } })).toEqual(
      Array.from({ length: 10 }, (_, i) => `Crate ${30 + i}`),
    );
    expect(await labels({ searchFields: { shippedOn: '2026-01-03' } })).toEqual(['Crate 02']);
    expect(await labels({ searchFields: { shippedOn: '2026-01-08' } })).toEqual(['Crate 07']);
    expect(await labels({ searchFields: { pieces: { from: 6 } } })).toHaveLength(4);
    expect(await labels({ searchFields: { pieces: { from: 1 } } })).toHaveLength(28);
    // A joined name and the term: each depot's matches, as the export (compiled each time) finds them.
    for (const [depotName, depot] of [
      ['north', 'North Dock'],
      ['south', 'South Yard'],
    ]) {
      const q = { searchFields: { depotName }, searchTerm: 'crate 1' };
      const found = await page(FULL_SCOPE, q);
      expect(found.items.length).toBeGreaterThan(3);
      expect(new Set(found.items.map((r) => r.depotName))).toEqual(new Set([depot]));
      expect(ids(found.items)).toEqual(await exported(FULL_SCOPE, req(q), 5));
    }
    // A parent's rows: each depot's own, in the list's order, as its export has them.
    const north = await page(FULL_SCOPE, { parent: { depot: 1 } });
    const south = await page(FULL_SCOPE, { parent: { depot: 2 } });
    expect(north.items.map((r) => r.depotName)).toEqual(Array(20).fill('North Dock'));
    expect(south.items.map((r) => r.depotName)).toEqual(Array(20).fill('South Yard'));
    expect(await exported(FULL_SCOPE, { ...req(), parent: { depot: 2 } }, 7)).toEqual(ids(south.items));
    // A parent's rows searched: found through the parent's rows, not the whole table's matches.
    const searched = await page(FULL_SCOPE, { parent: { depot: 2 }, searchTerm: 'crate 1', sortColumn: 'cost' });
    expect(searched.items.length).toBeGreaterThan(3);
    expect(searched.totalCount).toBe(searched.items.length);
    expect(ids(searched.items)).toEqual(
      await exported(FULL_SCOPE, { ...req({ searchTerm: 'crate 1', sortColumn: 'cost' }), parent: { depot: 2 } }, 4),
    );
    // The same form for another caller is another caller's rows.
    expect((await page(LIMITED, { parent: { depot: 1 } })).totalCount).toBe(10);
    expect((await page(FULL_SCOPE, { parent: { depot: 1 } })).totalCount).toBe(20);
    await expect(page(FULL_SCOPE, { parent: { dock: 1 } })).rejects.toThrow('no parent "dock"');
  });

  it('matches the free-text search term against the text columns it names', async () => {
    const page = await crateQuery.page(database.db, FULL_SCOPE, req({ searchTerm: 'note 2' }));
    expect(page.totalCount).toBe(10);
    const label = await crateQuery.page(database.db, FULL_SCOPE, req({ searchTerm: 'CRATE 07' }));
    expect(label.items.map((r) => r.label)).toEqual(['Crate 07']);
  });

  it('treats LIKE wildcards in a filter as plain text', async () => {
    expect((await crateQuery.page(database.db, FULL_SCOPE, req({ searchFields: { label: '%' } }))).totalCount).toBe(0);
    expect((await crateQuery.page(database.db, FULL_SCOPE, req({ searchFields: { label: '_' } }))).totalCount).toBe(0);
  });

  it('refuses an undeclared sort column or filter key, and a filter value of the wrong kind', () => {
    expect(body.safeParse({ sortColumn: 'owner' }).success).toBe(false);
    expect(body.safeParse({ searchFields: { owner: '1' } }).success).toBe(false);
    expect(body.safeParse({ searchFields: { kind: 'Lost' } }).success).toBe(false);
    expect(body.safeParse({ searchFields: { shippedOn: '01-02-2026' } }).success).toBe(false);
    expect(body.safeParse({ searchFields: { pieces: 'many' } }).success).toBe(false);
    expect(body.safeParse({ searchFields: { cost: { from: '1', upto: '2' } } }).success).toBe(false);
    expect(listKeys(crateList)).toHaveLength(8);
  });

  it('applies the scope to pages, totals and exports', async () => {
    const q = req({ sortColumn: 'cost', reverse: true });
    const page = await crateQuery.page(database.db, LIMITED, q);
    expect(page.totalCount).toBe(30);
    expect(page.items).toHaveLength(30);
    expect(await crateQuery.total(database.db, LIMITED, { searchFields: {} })).toEqual({
      totalCount: 30,
      totalExact: true,
    });
    expect(await exported(LIMITED, q, 4)).toEqual(ids(page.items));
  });

  it('returns a whole list unpaged up to its cap, and past the cap answers 400 saying to page', async () => {
    const small = await crateQuery.page(database.db, LIMITED, req({ paged: false, searchFields: { kind: 'Active' } }));
    expect(small).toMatchObject({ totalCount: 10, totalExact: true, pageIndex: 1, pageSize: 10 });
    await database.db.execute(sql`insert into test_crates (label, kind, sealed, depot_id, owner)
      select 'Extra ' || g, 'Active', false, 1, 1 from generate_series(1, 30) g`);
    await expect(crateQuery.page(database.db, FULL_SCOPE, req({ paged: false }))).rejects.toMatchObject({
      status: 400,
      errors: { paged: expect.stringContaining('At most 50') },
    });
    await database.db.execute(sql`delete from test_crates where label like 'Extra %'`);
  });

  it(`counts exactly up to ${COUNT_CAP.toLocaleString()} rows (a text search ${SEARCH_COUNT_CAP.toLocaleString()}) and says "at least" past it`, async () => {
    await database.db.execute(sql`insert into test_crates (label, kind, sealed, depot_id, owner)
      select 'Bulk ' || g, 'Active', false, 1, 1 from generate_series(1, ${COUNT_CAP + 5}) g`);
    const first = await crateQuery.page(database.db, FULL_SCOPE, req({ pageSize: 25 }));
    expect(first).toMatchObject({ totalCount: COUNT_CAP, totalExact: false });
    const narrowed = await crateQuery.page(database.db, FULL_SCOPE, req({ searchFields: { label: 'bulk 1000' } }));
    expect(narrowed).toMatchObject({ totalCount: 7, totalExact: true });
    // A text search counts to a lower cap, by a filter or by the free-text term; an exact filter does not.
    for (const search of [{ searchFields: { label: 'bulk' } }, { searchTerm: 'bulk' }]) {
      expect(await crateQuery.page(database.db, FULL_SCOPE, req(search))).toMatchObject({
        totalCount: SEARCH_COUNT_CAP,
        totalExact: false,
      });
      const further = await crateQuery.page(database.db, FULL_SCOPE, req({ ...search, pageIndex: 41, pageSize: 25 }));
      expect(further.items).toHaveLength(25);
      expect(further).toMatchObject({ totalCount: SEARCH_COUNT_CAP + 25, totalExact: false });
      // Past the cap the page is read by walking the list's order: the same rows as the export's.
      const all = await exported(FULL_SCOPE, req({ ...search, sortColumn: 'pieces', reverse: true }), 1000);
      const deep = await crateQuery.page(
        database.db,
        FULL_SCOPE,
        req({ ...search, sortColumn: 'pieces', reverse: true, pageIndex: 3, pageSize: 25 }),
      );
      expect(ids(deep.items)).toEqual(all.slice(50, 75));
    }
    // Past the last match, a page is empty and its total still exact; no match at all is a total of 0.
    expect(
      await crateQuery.page(
        database.db,
        FULL_SCOPE,
        req({ searchFields: { label: 'bulk 1000' }, pageIndex: 3, pageSize: 5 }),
      ),
    ).toMatchObject({ items: [], totalCount: 7, totalExact: true });
    expect(await crateQuery.page(database.db, FULL_SCOPE, req({ searchTerm: 'no such crate' }))).toMatchObject({
      items: [],
      totalCount: 0,
      totalExact: true,
    });
    const active = await crateQuery.page(database.db, FULL_SCOPE, req({ searchFields: { kind: 'Active' } }));
    expect(active).toMatchObject({ totalCount: COUNT_CAP, totalExact: false });
    // A total without its page (a work queue's count) is counted as the first page counts it.
    for (const searchFields of [{ kind: 'Active' }, { label: 'bulk' }, { label: 'bulk 1000' }] as const) {
      const { totalCount, totalExact } = await crateQuery.page(database.db, FULL_SCOPE, req({ searchFields }));
      expect(await crateQuery.total(database.db, FULL_SCOPE, { searchFields })).toEqual({ totalCount, totalExact });
    }
    // Past the cap, the count reaches as far as the page asked for: the last page is exact again.
    const last = await crateQuery.page(database.db, FULL_SCOPE, req({ pageIndex: 402, pageSize: 25 }));
    expect(last.items).toHaveLength(20);
    expect(last).toMatchObject({ totalCount: COUNT_CAP + 45, totalExact: true });
    await database.db.execute(sql`delete from test_crates where label like 'Bulk %'`);
  });

  it('describes its columns for filteredColums, with the values a filter picks from', () => {
    const columns = crateQuery.columns({ depotName: [{ value: 'North Dock', label: 'North Dock' }] });
    expect(columns.find((c) => c.key === 'sealed')).toEqual({
      key: 'sealed',
      label: 'Sealed',
      type: 'boolean',
      sortable: true,
      filter: 'exact',
      hidden: false,
      values: [
        { value: 'true', label: 'Sealed' },
        { value: 'false', label: 'Open' },
      ],
    });
    expect(columns.find((c) => c.key === 'shippedOn')).toMatchObject({ type: 'date', filter: 'range' });
    expect(columns.find((c) => c.key === 'depotName')?.values).toEqual([{ value: 'North Dock', label: 'North Dock' }]);
  });
});
