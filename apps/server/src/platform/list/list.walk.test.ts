import {
  allEndpoints,
  type ColumnInfo,
  columnsInfo,
  DATE_FORMAT_MESSAGE,
  DATE_RANGE_MESSAGE,
  filterOf,
  listKeys,
  sortableKeys,
} from '@freightdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allLists, type ModuleTestKit } from '../../test/kit';
import { createTestApp, type TestApp } from '../../test/testApp';

// Every list of every module (from the module test kits): each declared column sorts both ways
// and filters, on the demo-sized data the factories make; an undeclared key is a 400.
let t: TestApp;
let lists: NonNullable<ModuleTestKit['lists']>;
/** What each list's requests carry besides the walker's own fields (a parent id). */
const parents: Record<string, Record<string, unknown>> = {};
beforeAll(async () => {
  t = await createTestApp();
  lists = await allLists();
  for (const [name, { seed }] of Object.entries(lists)) {
    const made = await seed?.(t);
    parents[name] = made && typeof made === 'object' ? (made as Record<string, unknown>) : {};
  }
  for (let i = 0; i < 6; i++) {
    const project = await t.make.project();
    await t.make.user({ title: i % 2 ? 'Clerk' : '', status: i % 3 !== 0, projects: [project.id] });
  }
});
afterAll(() => t.close());

const search = (name: string, payload: object) => {
  const [method, url] = name.split(' ') as ['POST', string];
  return t.call({ method, url, payload: { ...parents[name], ...payload }, as: t.admin });
};

/** A value each filter kind takes, from the column's own values when it has them. */
function sampleFilter(c: ColumnInfo): unknown {
  if (c.filter === 'contains') return 'e';
  if (c.filter === 'exact') {
    if (c.values?.length) return c.values[0]!.value;
    return c.type === 'date' ? '2026-01-01' : '1';
  }
  return c.type === 'date' ? { from: '2000-01-01', to: '2100-12-31' } : { from: '0', to: '1000000' };
}

describe('every declared list', () => {
  it('is registered by a module test kit for each search endpoint that takes a list payload', () => {
    const searches = allEndpoints.filter((e) => e.method === 'POST' && /\/search$/i.test(e.path));
    expect(searches.map((e) => `${e.method} ${e.path}`).filter((n) => !lists[n])).toEqual([]);
  });

  it('sorts by each sortable column both ways, the second the first reversed when keys are unique', async () => {
    for (const [name, { spec }] of Object.entries(lists)) {
      for (const sortColumn of sortableKeys(spec)) {
        const up = await search(name, { sortColumn, pageSize: 500 });
        const down = await search(name, { sortColumn, reverse: true, pageSize: 500 });
        expect(up.statusCode, `${name} ${sortColumn}`).toBe(200);
        expect(down.statusCode, `${name} ${sortColumn} reverse`).toBe(200);
        const ids = (r: typeof up) => r.json().items.map((x: { id: number }) => x.id);
        // Ties break by id the same way round, so descending is exactly ascending reversed.
        expect(ids(down), `${name} ${sortColumn}`).toEqual([...ids(up)].reverse());
        expect(ids(up).length).toBeGreaterThan(0);
      }
    }
  });

  it('filters by each filterable column with a value of its kind, and answers its columns', async () => {
    for (const [name, { spec, columnsUrl }] of Object.entries(lists)) {
      const columns: ColumnInfo[] = columnsUrl
        ? (await t.call({ method: 'GET', url: columnsUrl, as: t.admin })).json()
        : columnsInfo(spec);
      expect(columns.map((c) => c.key)).toEqual(listKeys(spec));
      for (const c of columns.filter((x) => x.filter)) {
        const res = await search(name, { searchFields: { [c.key]: sampleFilter(c) } });
        expect(res.statusCode, `${name} ${c.key}: ${res.body}`).toBe(200);
      }
      const undeclared = await search(name, { searchFields: { nope: 'x' }, sortColumn: 'nope' });
      expect(undeclared.statusCode).toBe(400);
      expect(Object.keys(undeclared.json().errors).sort()).toEqual(['searchFields', 'sortColumn']);
    }
  });

  it('refuses a date filter that is no day of the years 1900 to 2200, naming the column', async () => {
    for (const [name, { spec }] of Object.entries(lists)) {
      for (const key of listKeys(spec).filter((k) => spec.columns[k]!.type === 'date' && filterOf(spec.columns[k]!))) {
        const cases: [unknown, string, string][] = [
          ['0000-01-01', key, DATE_RANGE_MESSAGE],
          ['2201-01-01', key, DATE_RANGE_MESSAGE],
          ['2023-02-30', key, DATE_FORMAT_MESSAGE],
        ];
        if (filterOf(spec.columns[key]!) === 'range') {
          cases.push([{ from: '0000-02-29' }, `${key}.from`, DATE_RANGE_MESSAGE]);
          cases.push([{ from: '2020-01-01', to: '1899-12-31' }, `${key}.to`, DATE_RANGE_MESSAGE]);
        }
        for (const [value, field, message] of cases) {
          const res = await search(name, { searchFields: { [key]: value } });
          expect(res.statusCode, `${name} ${key} ${JSON.stringify(value)}: ${res.body}`).toBe(400);
          expect(res.json().errors).toEqual({ [`searchFields.${field}`]: message });
        }
      }
    }
  });
});
