import { reportCatalogue } from '@freightdesk/contracts';
import { describe, expect, it } from 'vitest';
import { filtersFromParams, withFilter } from './reportFilters';

const openPos = reportCatalogue.openPurchaseOrders;
const params = (text: string) => new URLSearchParams(text);

describe('filtersFromParams', () => {
  it('reads the filters the report declares, ids as numbers and dates as days', () => {
    expect(filtersFromParams(openPos, params('projectId=12&clientId=7&asOf=2026-03-31'))).toEqual({
      projectId: 12,
      clientId: 7,
      asOf: '2026-03-31',
    });
  });

  it('leaves out the filters the report does not take, and the grid’s own parameters', () => {
    expect(filtersFromParams(openPos, params('from=2026-01-01&to=2026-01-31&page=3&sort=amount'))).toEqual({});
  });

  it('leaves out text that does not fit, so a hand-edited link shows the defaults', () => {
    const bad = 'projectId=abc&clientId=0&asOf=2026-02-30';
    expect(filtersFromParams(openPos, params(bad))).toEqual({});
    expect(filtersFromParams(openPos, params('projectId=-4&asOf=1899-12-31'))).toEqual({});
    expect(filtersFromParams(openPos, params('projectId=99999999999'))).toEqual({});
  });
});

describe('withFilter', () => {
  it('sets a filter and goes back to the first page, keeping sort and size', () => {
    const next = withFilter(params('page=3&size=50&sort=amount&dir=desc'), 'projectId', 12);
    expect(next.toString()).toBe('size=50&sort=amount&dir=desc&projectId=12');
  });

  it('removes a filter set empty', () => {
    expect(withFilter(params('asOf=2026-03-31&projectId=2'), 'asOf', '').toString()).toBe('projectId=2');
    expect(withFilter(params('clientId=9'), 'clientId', null).toString()).toBe('');
  });

  it('leaves the address it is given as it was', () => {
    const before = params('projectId=2');
    withFilter(before, 'projectId', 5);
    expect(before.toString()).toBe('projectId=2');
  });
});
